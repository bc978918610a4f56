import { useMutation, useQueryClient } from '@tanstack/react-query';
import { validateReturnReason } from '@teranga/headless';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { fill } from '@teranga/messages/format';
import { returnRuleTexts, returnStatusLabels } from '@teranga/messages/orders';
import { sellerReturnTexts } from '@teranga/messages/seller';
import type { ReturnRequest } from '@teranga/sdk';
import {
  AlertBanner,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@teranga/ui';
import { useId, useState } from 'react';
import * as page from '../../app/page.css';
import { sdk } from '../../sdk';
import { formatDate } from './order-parts';
import * as styles from './returns.css';

const t = sellerReturnTexts;

/** How a return is answered: the seller's calls, or staff's decision on one the seller left unanswered. */
export interface ReturnAnswers {
  accept(request: ReturnRequest): Promise<ReturnRequest>;
  refuse(request: ReturnRequest, reason: string): Promise<ReturnRequest>;
  /** « Colis reçu »: the seller's only (staff decide, the parcel goes back to the seller) */
  received?(request: ReturnRequest): Promise<ReturnRequest>;
}

/** The seller answers: accept, refuse with a reason, « Colis reçu ». */
export const sellerAnswers: ReturnAnswers = {
  accept: (request) => sdk.returns.accept(request.id),
  refuse: (request, reason) => sdk.returns.refuse(request.id, reason),
  received: (request) => sdk.returns.received(request.id),
};

/**
 * The answers a return allows: « Accepter le retour » and « Refuser » (with a reason, in a dialog) while it waits,
 * « Colis reçu » once accepted. The seller's « Retours », their order sheet and staff's desk share it.
 */
export function ReturnActions({ request, answers }: { request: ReturnRequest; answers: ReturnAnswers }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const refresh = () =>
    Promise.all(
      [accountQueryKeys.seller, accountQueryKeys.staff, accountQueryKeys.orders].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  const step = useMutation({
    mutationFn: (run: () => Promise<ReturnRequest>) => run(),
    onSuccess: (answered) => {
      setRefusing(false);
      setAnnouncement(
        `${fill(t.order, { number: answered.orderNumber })} : ${returnStatusLabels[answered.status]}`,
      );
      return refresh();
    },
  });

  const refuse = () => {
    const error = validateReturnReason(reason, returnRuleTexts.refusalReasonRequired);
    setReasonError(error);
    if (!error) step.mutate(() => answers.refuse(request, reason.trim()));
  };

  return (
    <div className={page.stack}>
      {request.status === 'requested' ? (
        <p className={page.muted}>{fill(t.answerBy, { date: formatDate(request.answerDueAt) })}</p>
      ) : null}
      <div className={styles.actions}>
        {request.status === 'requested' ? (
          <>
            <Button
              loading={step.isPending && !refusing}
              onClick={() => step.mutate(() => answers.accept(request))}
            >
              {t.accept}
            </Button>
            <Dialog open={refusing} onOpenChange={setRefusing}>
              <DialogTrigger asChild>
                <Button variant="outline">{t.refuse}</Button>
              </DialogTrigger>
              <DialogContent>
                <DialogTitle>{t.confirmRefuse}</DialogTitle>
                <DialogDescription>{fill(t.order, { number: request.orderNumber })}</DialogDescription>
                <div className={styles.field}>
                  <label htmlFor={`${id}-refusal`} className={styles.label}>
                    {t.refusalReason}
                  </label>
                  <textarea
                    id={`${id}-refusal`}
                    className={styles.textarea}
                    value={reason}
                    aria-invalid={reasonError ? true : undefined}
                    aria-describedby={reasonError ? `${id}-refusal-error` : undefined}
                    onChange={(event) => setReason(event.target.value)}
                  />
                  {reasonError ? (
                    <p id={`${id}-refusal-error`} className={styles.error}>
                      {reasonError}
                    </p>
                  ) : null}
                </div>
                <DialogFooter>
                  <Button variant="critical" loading={step.isPending} onClick={refuse}>
                    {t.confirmRefuse}
                  </Button>
                </DialogFooter>
              </DialogContent>
            </Dialog>
          </>
        ) : null}
        {request.status === 'accepted' && answers.received ? (
          <Button
            loading={step.isPending}
            onClick={() => step.mutate(() => answers.received?.(request) ?? Promise.resolve(request))}
          >
            {t.received}
          </Button>
        ) : null}
      </div>
      {step.isError ? <AlertBanner tone="critical">{step.error.message}</AlertBanner> : null}
      <p role="status" className={page.visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
