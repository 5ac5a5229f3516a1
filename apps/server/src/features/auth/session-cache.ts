/**
 * Process-local cache of what one session lookup reads (session row, profile, roles), for a few seconds, so
 * an authenticated request usually costs one HMAC check and no query. Every change made in this process
 * (sign-out, role or status change, password change, revocation) forgets the user's entries at once; other
 * server processes see such a change within `ttlMs`. Expiry limits are recomputed on every request from the
 * cached creation time, so the 12-hour and 24-hour limits stay exact.
 */
export class SessionCache<Row extends { userId: string; sessionId: string }> {
  private readonly entries = new Map<string, { row: Row; storedAt: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string, now = Date.now()): Row | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.ttlMs) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.row;
  }

  set(token: string, row: Row, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { row, storedAt: now });
  }

  forgetUser(userId: string): void {
    for (const [token, entry] of this.entries) if (entry.row.userId === userId) this.entries.delete(token);
  }

  forgetSession(sessionId: string): void {
    for (const [token, entry] of this.entries) if (entry.row.sessionId === sessionId) this.entries.delete(token);
  }
}
