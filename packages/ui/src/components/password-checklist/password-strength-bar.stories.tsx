import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordStrengthBar } from './password-checklist';

/**
 * A bar under a new password: weak or strong by the rule the app passes (`strengthOf`). **When**: registration and
 * password change. **Not for**: the sign-in form. **Accessibility**: the bar is hidden from screen readers; the text
 * beside it says the strength.
 */
const meta = {
  title: 'Composants/Comptes/PasswordStrengthBar',
  component: PasswordStrengthBar,
  tags: ['screenshot'],
  args: { password: 'wax' },
} satisfies Meta<typeof PasswordStrengthBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Weak: Story = {};
export const Strong: Story = { args: { password: 'Ndaanaan-2026' } };
