/**
 * SQLSTATE classes of input the database cannot take (PostgreSQL 22xxx): a NUL or a character the encoding
 * refuses (22P05, 22021), a date or number out of range (22008, 22003), a malformed date or value (22007,
 * 22P02). The request was wrong, not the server: 400, the last line behind validation (ADR 025).
 */
const INVALID_INPUT_SQLSTATES = new Set(['22P05', '22021', '22008', '22007', '22P02', '22003']);

/** The SQLSTATE of a database error, also when wrapped (Drizzle puts the driver's error in `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isInvalidInputError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && INVALID_INPUT_SQLSTATES.has(state);
}

/**
 * What the log may say of an unexpected error: its type, its database code and where it was thrown. Never
 * its message: a failed query's message carries the SQL and its parameters (names, phones, token hashes).
 */
export function errorSummary(error: Error): { type: string; code?: string; frames: string[] } {
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 12)
    .map((line) => line.trim());
  return { type: error.name, code: sqlStateOf(error), frames };
}
