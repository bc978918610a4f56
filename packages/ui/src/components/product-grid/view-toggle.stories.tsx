import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ViewToggle } from './product-grid';

/**
 * Grid or list for a product listing. **When**: above a `ProductGrid`. **Not for**: choosing among more than two
 * views. **Accessibility**: a labelled group of two toggle buttons (`aria-pressed`); pressing the current one keeps it.
 */
const meta = {
  title: 'Composants/Catalogue/ViewToggle',
  component: ViewToggle,
  tags: ['screenshot'],
  args: { value: 'grid', onValueChange: () => undefined },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return <ViewToggle {...args} value={value} onValueChange={setValue} />;
  },
} satisfies Meta<typeof ViewToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};
export const SwitchToList: Story = {
  tags: ['!dev', '!autodocs', 'test', '!screenshot'],
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    const list = buttons[1];
    if (!list) throw new Error('two buttons expected');
    await userEvent.click(list);
    await expect(list).toHaveAttribute('aria-pressed', 'true');
  },
};
