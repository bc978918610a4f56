import { useQuery } from '@tanstack/react-query';
import { isReturnStatus, RETURN_STATUSES } from '@teranga/headless';
import { fill } from '@teranga/messages/format';
import { returnStatusLabels } from '@teranga/messages/orders';
import { sellerReturnTexts } from '@teranga/messages/seller';
import { AlertBanner, EmptyState, Skeleton } from '@teranga/ui';
import { StatusFilter, useStatusParam } from '../../app/native-select';
import * as page from '../../app/page.css';
import { usePageTitle } from '../../app/page-title';
import { SellerArea } from '../seller/seller-area';
import { ReturnActions, sellerAnswers } from './return-actions';
import { ReturnCard } from './return-card';
import { returnQueries } from './return-queries';

const t = sellerReturnTexts;

const STATUS_OPTIONS = [
  { value: '', label: t.all },
  ...RETURN_STATUSES.map((status) => ({ value: status, label: returnStatusLabels[status] })),
];

/** /seller/returns « Retours »: the return requests of the seller's parts, with their answers. */
export function SellerReturnsPage() {
  usePageTitle(t.title);
  return (
    <SellerArea>
      <SellerReturns />
    </SellerArea>
  );
}

function SellerReturns() {
  const [status, setStatus] = useStatusParam(isReturnStatus);
  const returns = useQuery(returnQueries.seller(status));
  return (
    <div className={page.stack}>
      <h1 className={page.title}>{t.title}</h1>
      <div className={page.row}>
        <StatusFilter label={t.filter} options={STATUS_OPTIONS} status={status} onChange={setStatus} />
      </div>
      {returns.isPending ? <Skeleton height="12rem" aria-label={t.loading} /> : null}
      {returns.isError ? (
        <AlertBanner tone="critical" onRetry={() => void returns.refetch()}>
          {t.loadFailed}
        </AlertBanner>
      ) : null}
      {returns.data?.length === 0 ? <EmptyState title={t.empty} /> : null}
      {returns.data?.map((request) => (
        <ReturnCard
          key={request.id}
          request={request}
          intro={request.customerName ? <p>{fill(t.customer, { name: request.customerName })}</p> : null}
        >
          <ReturnActions request={request} answers={sellerAnswers} />
        </ReturnCard>
      ))}
    </div>
  );
}

export default SellerReturnsPage;
