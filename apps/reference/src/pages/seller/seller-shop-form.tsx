import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopDescriptionProblem, shopDescriptionRemaining } from '@teranga/headless';
import { shopQueryKeys, terangaShopQueries } from '@teranga/headless/account-query';
import { fill, plural } from '@teranga/messages/format';
import { sellerShopTexts as t } from '@teranga/messages/seller';
import type { SellerShop } from '@teranga/sdk';
import { AlertBanner, Button } from '@teranga/ui';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import * as page from '../../app/page.css';
import { routes } from '../../routes';
import { sdk } from '../../sdk';
import * as link from '../shop/shop-link.css';
import * as field from './product-form/product-form.css';
import { errorText } from './seller-products';

const shopQueries = terangaShopQueries(sdk);

/** « Ma boutique en ligne »: the seller's shop address and their presentation (plain text, the headless rule). */
export function SellerShopForm() {
  const shop = useQuery({ ...shopQueries.sellerShop(), retry: false });
  return (
    <section aria-labelledby="seller-shop-title" className={page.card}>
      <div className={page.stack}>
        <div>
          <h2 id="seller-shop-title" className={page.sectionTitle}>
            {t.title}
          </h2>
          <p className={page.muted}>{t.intro}</p>
        </div>
        {shop.data ? <ShopAddress shop={shop.data} /> : null}
        {shop.isError ? (
          <AlertBanner tone="critical" onRetry={() => void shop.refetch()}>
            {errorText(shop.error, t.loadFailed)}
          </AlertBanner>
        ) : null}
        {shop.data ? <DescriptionForm current={shop.data.description ?? ''} /> : null}
      </div>
    </section>
  );
}

function ShopAddress({ shop }: { shop: SellerShop }) {
  if (!shop.slug || !shop.isPublic) return <p className={page.muted}>{t.notPublic}</p>;
  return (
    <p className={page.row}>
      <span>{fill(t.address, { path: routes.shop.href({ slug: shop.slug }) })}</span>
      <Link to={routes.shop.href({ slug: shop.slug })} className={link.link}>
        {t.viewShop}
      </Link>
    </p>
  );
}

function DescriptionForm({ current }: { current: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState('');
  const save = useMutation({
    mutationFn: (description: string) => sdk.seller.updateShop(description),
    onSuccess: (stored) => {
      setSaved(t.saved);
      setText(stored.description ?? '');
      queryClient.setQueryData(shopQueryKeys.sellerShop(), stored);
      // The public page shows the new words at once (its answers are catalogue reads, invalidated by key).
      if (stored.slug) void queryClient.invalidateQueries({ queryKey: shopQueryKeys.shop(stored.slug) });
    },
  });
  const remaining = shopDescriptionRemaining(text);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved('');
    const problem = shopDescriptionProblem(text);
    setError(problem);
    if (!problem) save.mutate(text);
  }

  return (
    <form onSubmit={submit} noValidate className={page.stack}>
      <div className={field.field}>
        <div className={field.labelRow}>
          <label htmlFor={id} className={field.label}>
            {t.descriptionLabel}
          </label>
          <span id={`${id}-count`} className={field.hint} aria-live="polite">
            {plural(t.remaining, Math.max(0, remaining))}
          </span>
        </div>
        <p id={`${id}-hint`} className={field.hint}>
          {t.descriptionHint}
        </p>
        <textarea
          id={id}
          name="shopDescription"
          className={field.textarea}
          rows={5}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, `${id}-count`, error ? `${id}-error` : ''].join(' ').trim()}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(undefined);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className={field.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className={page.row}>
        <Button type="submit" loading={save.isPending}>
          {t.save}
        </Button>
        <p role="status" className={saved ? page.muted : page.visuallyHidden}>
          {saved}
        </p>
      </div>
      {save.isError ? (
        <AlertBanner tone="critical" onDismiss={() => save.reset()}>
          {errorText(save.error, t.saveFailed)}
        </AlertBanner>
      ) : null}
    </form>
  );
}
