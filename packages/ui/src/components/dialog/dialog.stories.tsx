import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Dialog, DialogClose } from './dialog';

const meta = {
  title: 'Composants/Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Livraison au Sénégal',
    description: 'Nos ateliers expédient depuis Dakar sous 48 heures.',
    trigger: <Button variant="outline">En savoir plus</Button>,
    footer: (
      <DialogClose asChild>
        <Button>Compris</Button>
      </DialogClose>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OpenAndCloseWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'En savoir plus' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Livraison au Sénégal' });
    await expect(dialog).toHaveAccessibleDescription('Nos ateliers expédient depuis Dakar sous 48 heures.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
