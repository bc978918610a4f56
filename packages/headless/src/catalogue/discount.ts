const toNumber = (value: number | string | null | undefined): number =>
  value == null ? Number.NaN : Number(value);

/**
 * The discount badge: percent rounded from comparePrice versus price, or undefined when there is no discount.
 * @example discountPercent(30, 40); // 25
 */
export function discountPercent(
  price: number | string | null | undefined,
  comparePrice: number | string | null | undefined,
): number | undefined {
  const p = toNumber(price);
  const c = toNumber(comparePrice);
  if (!(c > 0) || !(p >= 0) || !(c > p)) return undefined;
  return Math.round(((c - p) / c) * 100);
}
