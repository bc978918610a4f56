import { listingMessages } from '@teranga/messages/catalogue';
import { Button, EmptyState } from '@teranga/ui';

/** The empty state of a product list; with `onReset` (filters narrowed it) it offers to reset them. */
export function NoProducts({ title, onReset }: { title: string; onReset?: (() => void) | undefined }) {
  return (
    <EmptyState
      title={title}
      action={
        onReset ? (
          <Button variant="outline" onClick={onReset}>
            {listingMessages.resetFilters}
          </Button>
        ) : undefined
      }
    />
  );
}
