import type { Meta, StoryObj } from '@storybook/react-vite';
import { SocialButtons } from './social-buttons';

/**
 * Sign in with Google or Facebook. **When**: beside the sign-in and registration forms. **Not for**: linking accounts
 * in a profile. **Accessibility**: real buttons named by their provider; disabled while a sign-in is on its way.
 */
const meta = {
  title: 'Composants/Comptes/SocialButtons',
  component: SocialButtons,
  tags: ['screenshot'],
  args: { onSocial: () => undefined },
} satisfies Meta<typeof SocialButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Both: Story = {};
export const Disabled: Story = { args: { disabled: true } };
