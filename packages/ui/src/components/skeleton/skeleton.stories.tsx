import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '../spinner/spinner';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Composants/Chargement/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 16 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const CardPlaceholder: Story = {
  render: () => (
    <div
      role="status"
      aria-busy="true"
      aria-label="Chargement du produit"
      style={{ display: 'grid', gap: 8, width: 240 }}
    >
      <Skeleton height={240} />
      <Skeleton width="70%" />
      <Skeleton width="40%" />
    </div>
  ),
};
export const Spinners: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" label="Chargement du produit..." />
    </div>
  ),
};
