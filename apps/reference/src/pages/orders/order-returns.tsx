import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RETURN_PHOTOS_MAX,
  RETURN_REASON_MAX,
  returnDateText,
  returnWindowEndsAt,
  returnWindowRefusal,
  validateReturnReason,
} from '@teranga/headless';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { fill } from '@teranga/messages/format';
import { customerReturnTexts, returnRuleTexts } from '@teranga/messages/orders';
import type { Order, OrderPart, ReturnPhoto, ReturnRequest } from '@teranga/sdk';
import { AlertBanner, Button } from '@teranga/ui';
import { type FormEvent, useId, useState } from 'react';
import * as page from '../../app/page.css';
import { sdk } from '../../sdk';
import { eurAndCfa } from './order-parts';
import { ReturnCard } from './return-card';
import { returnQueries } from './return-queries';
import * as styles from './returns.css';

const t = customerReturnTexts;

/** When a part was delivered: its `deliveredAt`, else its last 'delivered' event (orders delivered before the column). */
export function deliveredAtOf(order: Order, part: OrderPart): string | null {
  if (part.status !== 'delivered') return null;
  if (part.deliveredAt) return part.deliveredAt;
  const events = [...(part.timeline ?? []), ...order.timeline.filter((event) => event.partId === part.id)];
  return events.filter((event) => event.type === 'delivered').at(-1)?.at ?? null;
}

/** 0, 1 … `left`: the units of a line the form offers to send back. */
const unitChoices = (left: number): number[] => [...Array(left + 1).keys()];

/** Units of each line already asked back in requests that were not refused. */
function askedUnits(returns: readonly ReturnRequest[]): Map<string, number> {
  const asked = new Map<string, number>();
  for (const request of returns) {
    if (request.status === 'refused') continue;
    for (const line of request.lines) asked.set(line.lineId, (asked.get(line.lineId) ?? 0) + line.quantity);
  }
  return asked;
}

/**
 * « Retours » on the customer's order page: the returns asked, and « Demander un retour » for each delivered part
 * within 30 days of its delivery (the server's own rule, headless returnWindowRefusal).
 */
export function OrderReturns({ order }: { order: Order }) {
  const orderId = order._id ?? order.id;
  const returns = useQuery(returnQueries.forOrder(orderId));
  const list = returns.data ?? [];
  const asked = askedUnits(list);
  const delivered = order.parts.flatMap((part) => {
    const deliveredAt = deliveredAtOf(order, part);
    return deliveredAt ? [{ part, deliveredAt }] : [];
  });
  if (delivered.length === 0 && list.length === 0) return null;
  return (
    <section className={page.section} aria-labelledby={`returns-${orderId}`}>
      <h2 id={`returns-${orderId}`} className={page.sectionTitle}>
        {t.title}
      </h2>
      {list.map((request) => (
        <ReturnCard key={request.id} request={request}>
          {request.status === 'refunded' ? (
            <p>{fill(t.refunded, { amount: eurAndCfa(request.amount) })}</p>
          ) : t.nextStep[request.status] ? (
            <p className={page.muted}>{t.nextStep[request.status]}</p>
          ) : null}
        </ReturnCard>
      ))}
      {delivered.map(({ part, deliveredAt }) => {
        const refusal = returnWindowRefusal(deliveredAt);
        const label = order.parts.length > 1 && part.sellerName ? ` · ${part.sellerName}` : '';
        if (refusal) {
          return (
            <p key={part.id} className={page.muted}>
              {t.windowPassed}
              {label}
            </p>
          );
        }
        const left = part.items.filter(
          (item) => item.lineId && item.quantity - (asked.get(item.lineId) ?? 0) > 0,
        );
        if (left.length === 0) return null;
        return (
          <ReturnForm
            key={part.id}
            orderId={orderId}
            part={part}
            label={label}
            windowEnd={returnDateText(returnWindowEndsAt(deliveredAt))}
            asked={asked}
          />
        );
      })}
    </section>
  );
}

interface ReturnFormProps {
  orderId: string;
  part: OrderPart;
  label: string;
  windowEnd: string;
  asked: ReadonlyMap<string, number>;
}

/** The request of one part: how many units of each line, a reason, up to 5 photos sent as they are chosen. */
function ReturnForm({ orderId, part, label, windowEnd, asked }: ReturnFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<ReturnPhoto[]>([]);
  const [errors, setErrors] = useState<{ lines?: string; reason?: string; photos?: string }>({});
  const upload = useMutation({
    mutationFn: (file: File) => sdk.returns.uploadPhoto(file),
    onSuccess: (photo) => setPhotos((current) => [...current, photo]),
    onError: () => setErrors((current) => ({ ...current, photos: t.photoFailed })),
  });
  const create = useMutation({
    mutationFn: () =>
      sdk.returns.create(orderId, {
        partId: part.id,
        lines: Object.entries(quantities)
          .filter(([, quantity]) => quantity > 0)
          .map(([lineId, quantity]) => ({ lineId, quantity })),
        reason: reason.trim(),
        photos: photos.map((photo) => photo.url),
      }),
    onSuccess: () => {
      setOpen(false);
      setQuantities({});
      setReason('');
      setPhotos([]);
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.orders });
    },
  });

  if (!open) {
    return (
      <div className={page.row}>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t.ask}
          {label}
        </Button>
        <span className={page.muted}>{fill(t.window, { date: windowEnd })}</span>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      lines: Object.values(quantities).some((quantity) => quantity > 0)
        ? undefined
        : returnRuleTexts.linesRequired,
      reason: validateReturnReason(reason),
    };
    setErrors(found);
    if (!found.lines && !found.reason) create.mutate();
  };

  const choosePhotos = (files: FileList | null) => {
    setErrors((current) => ({ ...current, photos: undefined }));
    const room = RETURN_PHOTOS_MAX - photos.length;
    const chosen = [...(files ?? [])];
    if (chosen.length > room)
      setErrors((current) => ({ ...current, photos: returnRuleTexts.tooManyPhotos(RETURN_PHOTOS_MAX) }));
    for (const file of chosen.slice(0, room)) upload.mutate(file);
  };

  return (
    <form
      className={`${page.card} ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={page.sectionTitle}>
        {t.ask}
        {label}
      </h3>
      <p className={page.muted}>{fill(t.window, { date: windowEnd })}</p>
      <fieldset className={styles.fieldset} aria-describedby={errors.lines ? `${id}-lines-error` : undefined}>
        <legend className={styles.label}>{t.chooseLines}</legend>
        {part.items.map((item) => {
          if (!item.lineId) return null;
          const left = item.quantity - (asked.get(item.lineId) ?? 0);
          if (left <= 0) return null;
          const lineId = item.lineId;
          return (
            <div key={lineId} className={styles.lineChoice}>
              <label htmlFor={`${id}-${lineId}`}>
                {item.name}
                {item.size ? ` · ${item.size}` : ''}
                {item.color ? ` · ${item.color}` : ''}
              </label>
              <select
                id={`${id}-${lineId}`}
                className={styles.select}
                aria-label={`${t.quantity} : ${item.name}`}
                value={quantities[lineId] ?? 0}
                onChange={(event) => {
                  setQuantities((current) => ({ ...current, [lineId]: Number(event.target.value) }));
                  setErrors((current) => ({ ...current, lines: undefined }));
                }}
              >
                {unitChoices(left).map((units) => (
                  <option key={units} value={units}>
                    {units}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        {errors.lines ? (
          <p id={`${id}-lines-error`} className={styles.error}>
            {errors.lines}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`} className={styles.label}>
          {t.reason}
        </label>
        <textarea
          id={`${id}-reason`}
          className={styles.textarea}
          value={reason}
          maxLength={RETURN_REASON_MAX}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={`${id}-reason-hint${errors.reason ? ` ${id}-reason-error` : ''}`}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        />
        <span id={`${id}-reason-hint`} className={page.muted}>
          {t.reasonHint}
        </span>
        {errors.reason ? (
          <p id={`${id}-reason-error`} className={styles.error}>
            {errors.reason}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <span id={`${id}-photos-title`} className={styles.label}>
          {t.photos}
        </span>
        {/* The browser's own file button speaks the browser's language: a labelled button of the shop's instead. */}
        <label className={styles.fileButton} aria-disabled={photos.length >= RETURN_PHOTOS_MAX || undefined}>
          <input
            type="file"
            className={styles.fileInput}
            accept="image/jpeg,image/png,image/webp"
            multiple
            aria-describedby={`${id}-photos-title`}
            disabled={photos.length >= RETURN_PHOTOS_MAX}
            onChange={(event) => {
              choosePhotos(event.target.files);
              event.target.value = '';
            }}
          />
          {t.addPhotos}
        </label>
        {upload.isPending ? <span role="status">{t.uploading}</span> : null}
        {errors.photos ? <p className={styles.error}>{errors.photos}</p> : null}
        {photos.length > 0 ? (
          <ul className={styles.photos}>
            {photos.map((photo, index) => (
              <li key={photo.url} className={styles.photo}>
                <img src={photo.url} alt={fill(t.photo, { n: String(index + 1) })} className={styles.thumb} />
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => setPhotos((current) => current.filter((kept) => kept.url !== photo.url))}
                >
                  {t.removePhoto}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {create.isError ? <AlertBanner tone="critical">{create.error.message}</AlertBanner> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={create.isPending} disabled={upload.isPending}>
          {t.submit}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
