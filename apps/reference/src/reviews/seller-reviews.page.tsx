import { useMutation, useQueryClient } from '@tanstack/react-query';
import { validateReviewAnswer } from '@teranga/headless';
import { reviewQueryKeys } from '@teranga/headless/account-query';
import { fill } from '@teranga/messages/format';
import { sellerReviewTexts as t } from '@teranga/messages/seller';
import type { Review } from '@teranga/sdk';
import { AlertBanner, Button } from '@teranga/ui';
import { useId, useState } from 'react';
import { usePageTitle } from '../app/page-title';
import { SellerArea } from '../pages/seller/seller-area';
import { sdk } from '../sdk';
import { ReviewDesk } from './review-desk';
import * as styles from './reviews.css';

/** /seller/reviews « Avis »: the reviews of the seller's products, each answered once, publicly. */
export function SellerReviewsPage() {
  usePageTitle(t.title);
  return (
    <SellerArea>
      <ReviewDesk
        title={t.title}
        intro={t.intro}
        empty={t.empty}
        scope="seller"
        hiddenLabel={(review) => (review.hidden ? t.hiddenByStaff : undefined)}
        actions={(review) => (review.answer ? null : <AnswerForm review={review} />)}
      />
    </SellerArea>
  );
}

/** « Répondre »: a text (the rule the server applies), published once under the review. */
function AnswerForm({ review }: { review: Review }) {
  const id = useId();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: () => sdk.reviews.answer(review.id, text),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewQueryKeys.all }),
  });
  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t.answer}
      </Button>
    );
  }
  const submit = () => {
    const refusal = validateReviewAnswer(text);
    setError(refusal);
    if (!refusal) send.mutate();
  };
  return (
    <form
      className={styles.section}
      style={{ width: '100%' }}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {send.isError ? <AlertBanner tone="critical">{send.error.message}</AlertBanner> : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-answer`} className={styles.label}>
          {fill(t.answerLabel, { name: review.author })}
        </label>
        <textarea
          id={`${id}-answer`}
          className={styles.textarea}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" size="sm" loading={send.isPending} loadingLabel={t.answerSubmitting}>
          {t.answerSubmit}
        </Button>
      </div>
    </form>
  );
}
