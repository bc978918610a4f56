import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'Composants/Formulaires/PasswordField',
  component: PasswordField,
  args: { label: 'Mot de passe', defaultValue: 'Secret12' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};
export const ShowAndHide: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mot de passe');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le mot de passe' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Masquer le mot de passe' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
export const WithError: Story = { args: { error: 'Veuillez saisir votre mot de passe', defaultValue: '' } };
