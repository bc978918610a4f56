'use client';

import { createSessionBridge, formatCfa, productImage, productImageSrcSet } from '@teranga/headless';
import { TerangaProvider, useCart } from '@teranga/headless/react';
import type { Product } from '@teranga/sdk';
import { CountBadge, ProductCard } from '@teranga/ui';
import { useState } from 'react';
import { createShopClient } from './teranga';

/** The list with its cart: the headless machines hold the cart, the kit draws the cards. */
export function ProductList({ products }: { products: Product[] }) {
  const [{ sdk, bridge }] = useState(() => {
    const sessionBridge = createSessionBridge();
    return { sdk: createShopClient(sessionBridge.getToken), bridge: sessionBridge };
  });
  return (
    <TerangaProvider client={sdk} bridge={bridge}>
      <CartCount />
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: 16,
          listStyle: 'none',
          padding: 0,
        }}
      >
        {products.map((product) => (
          <li key={product._id}>
            <ProductItem product={product} />
          </li>
        ))}
      </ul>
    </TerangaProvider>
  );
}

function CartCount() {
  const cart = useCart();
  return (
    <p>
      Panier <CountBadge count={cart.totalItems} aria-label="Articles dans le panier" />
    </p>
  );
}

function ProductItem({ product }: { product: Product }) {
  const cart = useCart();
  return (
    <ProductCard
      name={product.name}
      href={`/produit/${product._id}`}
      image={productImage(product)}
      imageSrcSet={productImageSrcSet(product)}
      price={formatCfa(Number(product.price))}
      onQuickAdd={() => cart.addProduct(product)}
    />
  );
}
