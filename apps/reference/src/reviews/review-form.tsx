import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, validateReview } from '@teranga/headless';
import { reviewQueryKeys } from '@teranga/headless/account-query';
import { terangaQueryKeys } from '@teranga/headless/query';
import { customerReviewTexts as t } from '@teranga/messages/catalogue';
import { fill } from '@teranga/messages/format';
import type { OrderItem } from '@teranga/sdk';
import {
  AlertBanner,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  RatingInput,
} from '@teranga/ui';
import { useId, useState } from 'react';
import { sdk } from '../sdk';
import * as styles from './reviews.css';

/**
 * « Donner mon avis » on one delivered line: the stars (kit RatingInput) and plain text, checked by the rule the server
 * applies (headless validateReview), sent once; the product page's list and rating are refreshed.
 */
export function ReviewForm({ line }: { line: OrderItem & { lineId: string } }) {
  const id = useId();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState<number | undefined>();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});
  const send = useMutation({
    mutationFn: () => sdk.reviews.create({ orderLineId: line.lineId, rating: rating ?? 0, text }),
    onSuccess: async () => {
      setOpen(false);
      await Promise.all([
        client.invalidateQueries({ queryKey: reviewQueryKeys.all }),
        client.invalidateQueries({ queryKey: terangaQueryKeys.product(line.productId) }),
      ]);
    },
  });
  const submit = () => {
    const result = validateReview({ rating, text });
    setErrors(result.errors);
    if (result.valid) send.mutate();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) send.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={fill(t.writeFor, { name: line.name })}>
          {t.write}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{fill(t.formTitle, { name: line.name })}</DialogTitle>
        <DialogDescription>{t.formDescription}</DialogDescription>
        <form
          className={styles.section}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {send.isError ? (
            <AlertBanner tone="critical">{send.error instanceof Error ? send.error.message : ''}</AlertBanner>
          ) : null}
          <RatingInput label={t.rating} value={rating} onValueChange={setRating} error={errors.rating} />
          <div className={styles.field}>
            <label htmlFor={`${id}-text`} className={styles.label}>
              {t.text}
            </label>
            <textarea
              id={`${id}-text`}
              className={styles.textarea}
              value={text}
              maxLength={REVIEW_TEXT_MAX * 2}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={`${id}-hint${errors.text ? ` ${id}-error` : ''}`}
              onChange={(event) => setText(event.target.value)}
            />
            <span id={`${id}-hint`} className={styles.hint}>
              {fill(t.textHint, { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
            </span>
            {errors.text ? (
              <p id={`${id}-error`} className={styles.error} role="alert">
                {errors.text}
              </p>
            ) : null}
          </div>
        </form>
        <DialogFooter>
          <Button loading={send.isPending} loadingLabel={t.submitting} onClick={submit}>
            {t.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
