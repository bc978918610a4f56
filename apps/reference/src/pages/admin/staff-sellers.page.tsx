import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPhone, frenchSpacing, sellerDecisionRefusal } from '@teranga/headless';
import { accountQueryKeys } from '@teranga/headless/account-query';
import { accountMessages } from '@teranga/messages/identity';
import type { SellerStatus, User } from '@teranga/sdk';
import {
  AlertBanner,
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogTitle,
  Skeleton,
} from '@teranga/ui';
import { useId, useState } from 'react';
import * as page from '../../app/page.css';
import { sdk } from '../../sdk';
import { StaffArea } from './staff-area';
import { staffQueries } from './staff-queries';
import * as styles from './staff-sellers.page.css';

const t = accountMessages.staff;

/** Waiting requests first: they are what staff come for. */
const SECTION_ORDER = [
  'pending',
  'rejected',
  'suspended',
  'approved',
] as const satisfies readonly SellerStatus[];

const frenchDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
const formatDate = (value: string | null | undefined) =>
  value ? frenchDate.format(new Date(value)) : t.none;
const fullName = (user: User) => user.name || `${user.firstName} ${user.lastName}`.trim() || user.email;

/** /admin/sellers, the staff desk: seller accounts by validation status; approve, refuse with a reason, re-examine. */
export function StaffSellersPage() {
  return (
    <StaffArea>
      <SellerDesk />
    </StaffArea>
  );
}

function SellerDesk() {
  const queryClient = useQueryClient();
  const sellers = useQuery(staffQueries.sellers());
  const [refusing, setRefusing] = useState<User | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const decide = useMutation({
    mutationFn: ({ seller, status, reason }: { seller: User; status: SellerStatus; reason?: string }) =>
      sdk.staff.setSellerStatus(seller.id, status, reason),
    onSuccess: (_updated, { seller, status }) => {
      setAnnouncement(t.done[status](fullName(seller)));
      setRefusing(null);
      // A suspension or a refusal flags the seller's open parts: balances and flagged orders change too.
      return queryClient.invalidateQueries({ queryKey: accountQueryKeys.staff });
    },
  });

  const list = sellers.data ?? [];
  return (
    <>
      <div className={page.stack}>
        <div>
          <h1 className={page.title}>{t.title}</h1>
          <p className={page.muted}>{t.intro}</p>
        </div>
        <p role="status" className={page.visuallyHidden}>
          {announcement}
        </p>
        {decide.isError ? (
          <AlertBanner tone="critical" onDismiss={() => decide.reset()}>
            {decide.error instanceof Error && decide.error.message ? decide.error.message : t.updateFailed}
          </AlertBanner>
        ) : null}
        {sellers.isPending ? (
          <Skeleton height="16rem" />
        ) : sellers.isError ? (
          <AlertBanner tone="critical" onRetry={() => sellers.refetch()}>
            {t.loadFailed}
          </AlertBanner>
        ) : (
          SECTION_ORDER.map((status) => {
            const group = list.filter((seller) => (seller.sellerStatus ?? 'pending') === status);
            return (
              <section key={status} className={page.stack} aria-labelledby={`sellers-${status}`}>
                <h2 id={`sellers-${status}`} className={page.sectionTitle}>
                  {t.sections[status]} <span className={styles.count}>({group.length})</span>
                </h2>
                {group.length === 0 ? (
                  <p className={page.muted}>{t.empty}</p>
                ) : (
                  <ul className={styles.list}>
                    {group.map((seller) => (
                      <li key={seller.id}>
                        <SellerEntry
                          seller={seller}
                          status={status}
                          busy={decide.isPending && decide.variables?.seller.id === seller.id}
                          onDecide={(next) => decide.mutate({ seller, status: next })}
                          onRefuse={() => setRefusing(seller)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })
        )}
      </div>
      <RefusalDialog
        seller={refusing}
        busy={decide.isPending}
        onCancel={() => setRefusing(null)}
        onConfirm={(reason) => refusing && decide.mutate({ seller: refusing, status: 'rejected', reason })}
      />
    </>
  );
}

interface SellerEntryProps {
  seller: User;
  status: SellerStatus;
  busy: boolean;
  onDecide: (status: SellerStatus) => void;
  onRefuse: () => void;
}

function SellerEntry({ seller, status, busy, onDecide, onRefuse }: SellerEntryProps) {
  const nameId = useId();
  const application = seller.sellerApplication;
  const decision = application?.lastDecision;
  return (
    <article className={styles.entry} aria-labelledby={nameId} data-status={status}>
      <div className={styles.identity}>
        <h3 id={nameId} className={styles.name}>
          {fullName(seller)}
          {application && application.applications > 1 ? (
            <Badge tone="caution">{t.reapplication}</Badge>
          ) : null}
        </h3>
        <p className={page.muted}>
          {seller.email}
          {seller.phone ? ` · ${formatPhone(seller.phone)}` : ''}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt className={styles.factTerm}>{t.columns.appliedAt}</dt>
            <dd className={styles.factValue}>{formatDate(application?.appliedAt ?? seller.createdAt)}</dd>
          </div>
          <div>
            <dt className={styles.factTerm}>{t.columns.decision}</dt>
            <dd className={styles.factValue}>
              {decision ? `${t[decision]} (${formatDate(application?.decidedAt)})` : t.none}
            </dd>
          </div>
        </dl>
        {seller.sellerDecisionReason ? (
          <p className={styles.reason}>
            <span className={styles.reasonLabel}>{accountMessages.guard.reason}</span>{' '}
            {frenchSpacing(seller.sellerDecisionReason)}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        {status !== 'approved' ? (
          <Button disabled={busy} aria-describedby={nameId} onClick={() => onDecide('approved')}>
            {status === 'suspended' ? t.reopen : t.approve}
          </Button>
        ) : null}
        {status !== 'rejected' ? (
          <Button variant="critical" disabled={busy} aria-describedby={nameId} onClick={onRefuse}>
            {t.reject}
          </Button>
        ) : null}
        {status === 'approved' ? (
          <Button
            variant="outline"
            disabled={busy}
            aria-describedby={nameId}
            onClick={() => onDecide('suspended')}
          >
            {t.suspend}
          </Button>
        ) : null}
        {status !== 'pending' && status !== 'suspended' ? (
          <Button
            variant="outline"
            disabled={busy}
            aria-describedby={nameId}
            onClick={() => onDecide('pending')}
          >
            {t.reexamine}
          </Button>
        ) : null}
      </div>
    </article>
  );
}

interface RefusalDialogProps {
  seller: User | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** The refusal and its reason, which the seller reads on their guard page. */
function RefusalDialog({ seller, busy, onCancel, onConfirm }: RefusalDialogProps) {
  const [reason, setReason] = useState('');
  // The server's rule, asked before sending: a refusal needs a reason the seller can read.
  const [error, setError] = useState<string | undefined>();
  const ids = { reason: useId(), hint: useId(), error: useId() };
  const confirm = () => {
    const refusal = sellerDecisionRefusal('rejected', reason);
    setError(refusal);
    if (refusal) document.getElementById(ids.reason)?.focus();
    else onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={seller !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
        setReason('');
        setError(undefined);
      }}
    >
      <DialogContent>
        <DialogTitle>{seller ? t.rejectTitle(fullName(seller)) : ''}</DialogTitle>
        <div className={styles.reasonField}>
          <label htmlFor={ids.reason} className={styles.reasonLabel}>
            {t.reasonLabel}
          </label>
          <textarea
            id={ids.reason}
            className={styles.textarea}
            rows={4}
            maxLength={500}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (error && event.target.value.trim()) setError(undefined);
            }}
          />
          {error ? (
            <p id={ids.error} className={styles.error}>
              {error}
            </p>
          ) : null}
          <p id={ids.hint} className={page.muted}>
            {t.reasonHint}
          </p>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button variant="critical" disabled={busy} onClick={confirm}>
            {t.confirmReject}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
