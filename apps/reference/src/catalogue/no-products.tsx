import { messages } from '@teranga/messages/specification';
import { Button, EmptyState } from '@teranga/ui';

/** The empty state of a product list; with `onReset` (filters narrowed it) it offers to reset them. */
export function NoProducts({ title, onReset }: { title: string; onReset?: (() => void) | undefined }) {
  return (
    <EmptyState
      title={title}
      action={
        onReset ? (
          <Button variant="outline" onClick={onReset}>
            {messages.catalogue.resetFilters}
          </Button>
        ) : undefined
      }
    />
  );
}
