import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { reducedMotionEmulated } from '../../internal/story-fixtures';
import { Spinner } from './spinner';
import { spinnerSizes } from './spinner.css';

const meta = {
  title: 'Composants/Chargement/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
  },
};

export const CustomLabel: Story = {
  args: { size: 'lg', label: 'Chargement du produit...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement du produit...');
  },
};

// Inside a busy button the button says it; the spinner is then only a picture.
export const Silent: Story = {
  args: { label: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

// Reduced motion slows the ring down instead of stopping it: it must still say that something is happening.
export const ReducedMotion: Story = {
  parameters: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    if (!reducedMotionEmulated()) return;
    const ring = canvasElement.querySelector('[data-slot="spinner"] > span') as Element;
    await expect(getComputedStyle(ring).animationDuration).toBe('2s');
  },
};
