import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Composants/Formulaires/Checkbox',
  component: Checkbox,
  args: { label: 'Se souvenir de moi', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const ToggleWithLabelAndKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Se souvenir de moi'));
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};
