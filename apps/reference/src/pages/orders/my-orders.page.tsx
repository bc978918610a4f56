import { useQuery } from '@tanstack/react-query';
import { ordersShopTexts } from '@teranga/messages/orders';
import { AlertBanner, Button, EmptyState, Skeleton } from '@teranga/ui';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import * as page from '../../app/page.css';
import { useAuth } from '../../app/shop';
import { signInPathFor } from '../../app/sign-in-target';
import { routes } from '../../routes';
import { OrderDetail } from './order-detail';
import { OrdersTable } from './order-parts';
import { orderQueries } from './order-queries';

const t = ordersShopTexts.myOrders;

/**
 * /mes-commandes: the signed-in customer's orders, newest first; /orders/:id: one of them (OrderDetail), in this
 * page's chunk (one lazy route less in the shop's first load).
 */
export function MyOrdersPage() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const { id } = useParams();
  if (auth.restoring) return <Skeleton height="24rem" />;
  if (!auth.isAuthenticated) return <Navigate to={signInPathFor(pathname)} replace />;
  return id === undefined ? <MyOrders /> : <OrderDetail id={id} />;
}

function MyOrders() {
  const orders = useQuery(orderQueries.mine({ page: 1, limit: 50 }));
  const list = orders.data?.orders ?? [];
  return (
    <div className={page.container}>
      <div className={page.stack}>
        <div className={page.row}>
          <h1 className={page.title}>{t.title}</h1>
          <Button asChild variant="outline" size="sm">
            <Link to={routes.orderSearch.href()}>{t.search}</Link>
          </Button>
        </div>
        {orders.isPending ? (
          <>
            <p className={page.muted}>{t.loading}</p>
            <Skeleton height="12rem" />
          </>
        ) : orders.isError ? (
          <AlertBanner tone="critical" onRetry={() => orders.refetch()}>
            {t.loadFailed}
          </AlertBanner>
        ) : list.length === 0 ? (
          <EmptyState
            icon="cart"
            title={t.empty}
            action={
              <Button asChild>
                <Link to={routes.products.href()}>{ordersShopTexts.confirmation.continueShopping}</Link>
              </Button>
            }
          />
        ) : (
          <OrdersTable orders={list} />
        )}
      </div>
    </div>
  );
}
