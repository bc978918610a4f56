import { TerangaApiError } from '@teranga/sdk';
import { ProductList } from './product-list';
import { createShopClient } from './teranga';

// Read at each request: the catalogue changes, and the build needs no API.
export const dynamic = 'force-dynamic';

/** A server component: the products are read through the SDK on the server, drawn by client components. */
export default async function CataloguePage() {
  try {
    const { products } = await createShopClient().catalogue.products({ page: 1, limit: 8 });
    return (
      <main style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
        <h1>Nouveautés</h1>
        <ProductList products={products} />
      </main>
    );
  } catch (error) {
    const message = error instanceof TerangaApiError ? error.message : 'Le catalogue est indisponible.';
    return (
      <main style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
        <h1>Nouveautés</h1>
        <p role="alert">{message}</p>
      </main>
    );
  }
}
