/** Business constants of the specification (section 9) and of issue #2. Durations in milliseconds. */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SESSION = {
  doctorLifetimeMs: 24 * HOUR,
  doctorCheckIntervalMs: 5 * MINUTE,
  patientSlidingMs: 7 * DAY,
  patientRefreshAfterMs: 1 * DAY,
  staffAbsoluteMs: 12 * HOUR,
  doctorStorageKey: 'medecin_session',
} as const;

export const AUTH_REFRESH = {
  tickMs: 30 * SECOND,
  thresholdTicks: 3,
  retryStartMs: 200,
  retryMaxTotalMs: 30 * SECOND,
} as const;

export const JWKS_CACHE_MS = 10 * MINUTE;

export const OTP = {
  length: 6,
  ttlMs: 10 * MINUTE,
  maxAttempts: 5,
} as const;

export const PASSWORD = { minLength: 8, maxLength: 128 } as const;

export const RATE_LIMITS = {
  signInPerIp: { limit: 5, windowMs: MINUTE },
  signInFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  codeSendPerIdentifier: { limit: 1, windowMs: MINUTE },
  codeSendPerIdentifierDaily: { limit: 5, windowMs: DAY },
  passwordResetPerAccount: { limit: 3, windowMs: HOUR },
  /** TOTP codes evaluated per account across all its challenges (a right code clears the count; ADR 021). */
  totpAttemptsPerAccount: { limit: 10, windowMs: 15 * MINUTE },
} as const;

export const STORAGE_DEFAULTS = {
  listLimit: 100,
  listOffset: 0,
  listSortColumn: 'name',
  listSortOrder: 'asc',
  cacheControlSeconds: 3600,
  upsert: false,
  contentType: 'text/plain',
} as const;

export const UI = {
  toastDurationMs: 4500,
  toastMaxVisible: 3,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  queryGcTimeMs: 5 * MINUTE,
  queryRetries: 3,
  queryRetryMaxDelayMs: 30 * SECOND,
  themeStorageKey: 'theme',
  languageStorageKey: 'i18nextLng',
} as const;

/** The cities the service covers at launch (doctors' practice, patients' address). */
export const SERVICE_CITIES = ['Douala', 'Yaoundé'] as const;
export type ServiceCity = (typeof SERVICE_CITIES)[number];

/** How long the archive of a deleted account is kept before it is erased (see the settings page and the ADR). */
export const DELETED_ACCOUNT_RETENTION_YEARS = 10;

export const LANGUAGES = ['fr', 'en', 'ha', 'ff', 'ewo'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export const TIME_ZONE = 'Africa/Douala';
