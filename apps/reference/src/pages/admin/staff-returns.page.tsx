import { useQuery } from '@tanstack/react-query';
import { fill } from '@teranga/messages/format';
import { sellerReturnTexts } from '@teranga/messages/seller';
import { staffReturnTexts } from '@teranga/messages/staff';
import { AlertBanner, Button, EmptyState, Skeleton } from '@teranga/ui';
import { useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { sdk } from '../../sdk';
import { ReturnActions, type ReturnAnswers } from '../orders/return-actions';
import { ReturnCard } from '../orders/return-card';
import { returnQueries } from '../orders/return-queries';
import { StaffArea } from './staff-area';

const t = staffReturnTexts;

/** Staff decide (accept, or refuse with a reason); the parcel still goes back to the seller, who marks it received. */
const staffAnswers: ReturnAnswers = {
  accept: (request) => sdk.returns.decide(request.id, 'accept'),
  refuse: (request, reason) => sdk.returns.decide(request.id, 'refuse', reason),
};

/** /admin/returns « Retours »: the requests sellers left unanswered past the delay (all of them on demand). */
export function StaffReturnsPage() {
  return (
    <StaffArea>
      <StaffReturns />
    </StaffArea>
  );
}

function StaffReturns() {
  const [params, setParams] = useSearchParams();
  const all = params.get('vue') === 'toutes';
  const returns = useQuery(returnQueries.staff(!all));
  return (
    <div className={page.stack}>
      <div>
        <h1 className={page.title}>{t.title}</h1>
        <p className={page.muted}>{t.intro}</p>
      </div>
      <div className={page.row}>
        <Button variant={all ? 'outline' : 'solid'} aria-pressed={!all} onClick={() => setParams({})}>
          {t.overdueOnly}
        </Button>
        <Button
          variant={all ? 'solid' : 'outline'}
          aria-pressed={all}
          onClick={() => setParams({ vue: 'toutes' })}
        >
          {t.allReturns}
        </Button>
      </div>
      {returns.isPending ? <Skeleton height="12rem" /> : null}
      {returns.isError ? (
        <AlertBanner tone="critical" onRetry={() => void returns.refetch()}>
          {sellerReturnTexts.loadFailed}
        </AlertBanner>
      ) : null}
      {returns.data?.length === 0 ? <EmptyState title={t.empty} /> : null}
      {returns.data?.map((request) => (
        <ReturnCard
          key={request.id}
          request={request}
          intro={
            <p>
              {request.customerName ? fill(sellerReturnTexts.customer, { name: request.customerName }) : null}
              {request.sellerName ? ` · ${fill(t.seller, { name: request.sellerName })}` : null}
            </p>
          }
        >
          {request.status === 'requested' && Date.parse(request.answerDueAt) <= Date.now() ? (
            <ReturnActions request={request} answers={staffAnswers} />
          ) : null}
        </ReturnCard>
      ))}
    </div>
  );
}
