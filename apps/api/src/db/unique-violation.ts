/** PostgreSQL's unique_violation, as thrown by pg and PGlite (drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown): unknown =>
    typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined;
  const cause =
    typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}
