import { useQuery } from '@tanstack/react-query';
import { sellerReturnTexts } from '@teranga/messages/seller';
import * as page from '../../app/page.css';
import { ReturnActions, sellerAnswers } from './return-actions';
import { ReturnCard } from './return-card';
import { returnQueries } from './return-queries';

/** The returns of one order on the seller's order sheet, with their answers (nothing when there is none). */
export function SellerOrderReturns({ orderId }: { orderId: string }) {
  const returns = useQuery(returnQueries.seller());
  const mine = (returns.data ?? []).filter((request) => request.orderId === orderId);
  if (mine.length === 0) return null;
  return (
    <section className={page.section} aria-labelledby={`seller-returns-${orderId}`}>
      <h2 id={`seller-returns-${orderId}`} className={page.sectionTitle}>
        {sellerReturnTexts.title}
      </h2>
      {mine.map((request) => (
        <ReturnCard key={request.id} request={request}>
          <ReturnActions request={request} answers={sellerAnswers} />
        </ReturnCard>
      ))}
    </section>
  );
}
