import { describe, expect, it } from 'vitest';
import { signInPathFor, signInTarget } from './sign-in-target';

describe('signInTarget', () => {
  it('keeps the named targets the shop already used', () => {
    expect(signInTarget('wishlist')).toBe('/wishlist');
    expect(signInTarget('checkout')).toBe('/cart');
  });

  it('brings the visitor back to the page they wanted, query included', () => {
    expect(signInTarget('/seller/products')).toBe('/seller/products');
    expect(signInTarget('/profile/edit?x=1')).toBe('/profile/edit?x=1');
    expect(new URLSearchParams(signInPathFor('/admin/sellers?a=b').split('?')[1]).get('redirect')).toBe(
      '/admin/sellers?a=b',
    );
  });

  it('never leaves the shop nor loops on the login page', () => {
    for (const outside of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/login',
      '/login?redirect=/x',
      'profile',
    ]) {
      expect(signInTarget(outside), String(outside)).toBe('/');
    }
  });
});
