/** A unique violation (drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const cause: unknown = error instanceof Error && error.cause ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}
