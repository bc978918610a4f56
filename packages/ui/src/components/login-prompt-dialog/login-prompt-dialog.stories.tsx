import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { LoginPromptDialog } from './login-prompt-dialog';

const meta = {
  title: 'Motifs/Compte/LoginPromptDialog',
  component: LoginPromptDialog,
  args: { open: true, onOpenChange: fn(), onLogin: fn() },
} satisfies Meta<typeof LoginPromptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { autoCloseMs: 0 } };
export const Later: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Plus tard' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const SignIn: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Se connecter' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};
export const ClosesItself: Story = {
  args: { autoCloseMs: 300 },
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
  },
};

export const Mobile: Story = {
  globals: mobile,
  args: { autoCloseMs: 0 },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Plus tard' })).toBeVisible();
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
