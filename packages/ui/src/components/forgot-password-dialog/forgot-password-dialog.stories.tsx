import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobile, pageOverflowsSideways } from '../../internal/story-fixtures';
import { ForgotPasswordDialog } from './forgot-password-dialog';

const meta = {
  title: 'Motifs/Compte/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    validateEmail: (email: string) => (email ? undefined : "L'email est requis"),
  },
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const RequiresEmailThenSends: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer le lien' }));
    await expect(await screen.findByText("L'email est requis")).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Email'), '  awa@teranga.sn ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('awa@teranga.sn');
  },
};
export const Submitting: Story = { args: { status: 'submitting' } };
export const SuccessClosesItself: Story = {
  args: {
    status: 'success',
    message: 'Un email de réinitialisation a été envoyé à votre adresse.',
    successCloseMs: 300,
  },
  play: async ({ args }) => {
    await expect(await screen.findByText(/envoyé/)).toBeInTheDocument();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
  },
};
export const Failure: Story = { args: { status: 'error', message: 'Une erreur est survenue.' } };

export const Mobile: Story = {
  globals: mobile,
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await expect(pageOverflowsSideways()).toBe(false);
  },
};
