import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorStatus } from '@teranga/headless';
import { terangaShopQueries } from '@teranga/headless/account-query';
import { shopFrontTexts as t } from '@teranga/messages/catalogue';
import { fill, plural } from '@teranga/messages/format';
import type { Shop } from '@teranga/sdk';
import { Button, EmptyState, Rating } from '@teranga/ui';
import { Link, useParams, useSearchParams } from 'react-router';
import * as page from '../../app/page.css';
import { usePageTitle } from '../../app/page-title';
import { PAGE_SIZE } from '../../catalogue/catalogue.queries';
import { NoProducts } from '../../catalogue/no-products';
import { Pager } from '../../catalogue/pager';
import { ProductResults } from '../../catalogue/product-results';
import { routes } from '../../routes';
import { sdk } from '../../sdk';
import * as styles from './shop.page.css';

const shopQueries = terangaShopQueries(sdk);
/** Month and year, the same on the server and in any browser (no time zone can move the month). */
const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** /boutique/{slug}: a seller's shop, its presentation, rating and products on sale; not found unless approved. */
export function ShopPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const shop = useQuery(shopQueries.shop(slug));
  const products = useQuery({
    ...shopQueries.shopProducts(slug, { limit: PAGE_SIZE, page: pageNumber }),
    placeholderData: keepPreviousData,
  });
  // A malformed address (400) is as unknown as a closed shop.
  const status = errorStatus(shop.error);
  const notFound = status === 404 || status === 400;
  const name = shop.data?.name;
  usePageTitle(
    notFound ? t.notFoundTitle : name ? fill(t.title, { name }) : undefined,
    name ? shop.data?.description || fill(t.metaDescription, { name }) : undefined,
  );

  if (notFound) return <ShopNotFound />;

  return (
    <div className={page.container}>
      <div className={page.stack}>
        {shop.data ? (
          <ShopHeader shop={shop.data} />
        ) : shop.isError ? (
          <EmptyState
            title={t.loadFailed}
            action={
              <Button variant="outline" onClick={() => void shop.refetch()}>
                {t.retry}
              </Button>
            }
          />
        ) : (
          <h1 className={page.title}>{slug}</h1>
        )}
        <section aria-labelledby="shop-products-title" className={page.stack}>
          <h2 id="shop-products-title" className={page.sectionTitle}>
            {t.productsTitle}
          </h2>
          <ProductResults
            products={products.data?.products}
            total={products.data?.pagination.total}
            isPending={products.isPending}
            error={shop.isError ? null : products.error}
            onRetry={() => products.refetch()}
            priorityCount={2}
            headingLevel="h3"
            empty={<NoProducts title={t.noProducts} />}
          />
          <Pager
            page={pageNumber}
            pages={products.data?.pagination.pages ?? 0}
            onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </section>
      </div>
    </div>
  );
}

function ShopHeader({ shop }: { shop: Shop }) {
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{t.eyebrow}</p>
      <h1 className={page.title}>{shop.name}</h1>
      <ul className={styles.facts}>
        <li>
          {shop.rating.count > 0 ? (
            <Rating
              average={shop.rating.average}
              count={shop.rating.count}
              label={(average, count) => fill(t.ratingLabel, { average, count: count ?? 0 })}
              countLabel={(count) => plural(t.reviewCount, count)}
            />
          ) : (
            t.noReviews
          )}
        </li>
        <li>{plural(t.productCount, shop.productCount)}</li>
        <li>{fill(t.memberSince, { date: monthYear.format(new Date(shop.memberSince)) })}</li>
      </ul>
      {shop.description ? <p className={styles.description}>{shop.description}</p> : null}
    </header>
  );
}

function ShopNotFound() {
  return (
    <div className={page.container}>
      <h1 className={page.title}>{t.notFoundTitle}</h1>
      <EmptyState
        title={t.notFoundTitle}
        description={t.notFoundText}
        action={
          <Button asChild>
            <Link to={routes.home.href()}>{t.backHome}</Link>
          </Button>
        }
      />
    </div>
  );
}
