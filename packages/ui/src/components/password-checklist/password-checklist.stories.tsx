import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyPasswordRules } from '../../internal/story-fixtures';
import { PasswordChecklist, PasswordStrengthBar } from './password-checklist';

const meta = {
  title: 'Composants/Formulaires/PasswordChecklist',
  component: PasswordChecklist,
  // The app passes `passwordRules(password)` from @teranga/headless; the stories, the same rules for 'teranga1'.
  args: { rules: storyPasswordRules('teranga1') },
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyMet: Story = {
  tags: ['screenshot'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Au moins 6 caractères').closest('li')).toHaveAttribute(
      'data-state',
      'met',
    );
    await expect(canvas.getByText('Au moins une majuscule (A-Z)').closest('li')).toHaveAttribute(
      'data-state',
      'unmet',
    );
  },
};
export const Empty: Story = { args: { rules: storyPasswordRules('') } };
export const StrengthWeak: Story = { render: () => <PasswordStrengthBar password="Abc123" /> };
export const StrengthStrong: Story = { render: () => <PasswordStrengthBar password="Abcdef12" /> };
