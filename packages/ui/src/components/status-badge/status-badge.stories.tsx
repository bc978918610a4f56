import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { activityLabels, productStatuses, publicationLabels, StatusBadge } from './status-badge';

const meta = {
  title: 'Composants/Vendeur/StatusBadge',
  component: StatusBadge,
  args: { status: 'active' },
  argTypes: { status: { control: 'inline-radio', options: productStatuses } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Actif')).toHaveAttribute('data-variant', 'positive');
  },
};

export const Draft: Story = {
  args: { status: 'draft' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Brouillon')).toHaveAttribute('data-variant', 'caution');
  },
};

export const Archived: Story = {
  args: { status: 'archived' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Archivé')).toHaveAttribute('data-variant', 'neutral');
  },
};

export const PublicationStatuses: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {productStatuses.map((status) => (
        <StatusBadge key={status} status={status} labels={publicationLabels} />
      ))}
    </div>
  ),
};

export const DashboardActiveInactive: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {productStatuses.map((status) => (
        <StatusBadge key={status} status={status} labels={activityLabels} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Actif')).toHaveLength(1);
    await expect(canvas.getAllByText('Inactif')).toHaveLength(2);
  },
};

export const CustomLabels: Story = {
  args: {
    status: 'archived',
    labels: {
      active: 'En ligne',
      draft: 'Brouillon non publié',
      archived: 'Retiré de la boutique depuis longtemps',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Retiré de la boutique depuis longtemps')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['screenshot'],
  render: PublicationStatuses.render,
};
