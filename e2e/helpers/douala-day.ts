/** The Douala calendar day (`YYYY-MM-DD`, UTC+1 all year) `days` after today. */
export function doualaDayFromToday(days: number): string {
  return new Date(Date.now() + 60 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}
