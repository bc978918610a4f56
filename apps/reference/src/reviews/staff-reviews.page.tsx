import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewQueryKeys } from '@teranga/headless/account-query';
import { terangaQueryKeys } from '@teranga/headless/query';
import { fill } from '@teranga/messages/format';
import { staffReviewTexts as t } from '@teranga/messages/staff';
import type { Review } from '@teranga/sdk';
import { Button } from '@teranga/ui';
import { StaffArea } from '../pages/admin/staff-area';
import { sdk } from '../sdk';
import { ReviewDesk } from './review-desk';
import { reviewDate } from './review-text';

/** /admin/reviews « Avis »: every review, newest first; « Masquer » takes one off its product page and rating. */
export function StaffReviewsPage() {
  return (
    <StaffArea>
      <ReviewDesk
        title={t.title}
        intro={t.intro}
        empty={t.empty}
        scope="staff"
        hiddenLabel={(review) =>
          review.hiddenAt ? fill(t.hiddenOn, { date: reviewDate(review.hiddenAt) }) : undefined
        }
        actions={(review) => <VisibilityButton review={review} />}
      />
    </StaffArea>
  );
}

function VisibilityButton({ review }: { review: Review }) {
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => sdk.reviews.setHidden(review.id, !review.hidden),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reviewQueryKeys.all }),
        client.invalidateQueries({ queryKey: terangaQueryKeys.product(review.product.id) }),
      ]),
  });
  return (
    <Button
      size="sm"
      variant={review.hidden ? 'outline' : 'critical'}
      loading={toggle.isPending}
      aria-label={fill(review.hidden ? t.showFor : t.hideFor, { name: review.author })}
      onClick={() => toggle.mutate()}
    >
      {review.hidden ? t.show : t.hide}
    </Button>
  );
}
