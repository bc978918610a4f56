import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from './text-field';

const meta = {
  title: 'Composants/Formulaires/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'vous@exemple.sn' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { hint: "L'email ne peut pas être modifié", disabled: true, value: 'awa@teranga.sn' },
};
export const WithError: Story = {
  args: { error: 'Format email invalide', defaultValue: 'awa@' },
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Format email invalide');
  },
};
export const Typing: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'awa@teranga.sn');
    await expect(input).toHaveValue('awa@teranga.sn');
  },
};
