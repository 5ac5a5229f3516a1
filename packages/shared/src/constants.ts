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
  /** A ceiling per client address only: carrier-grade NAT puts a neighbourhood behind one address (ADR 022). */
  signInPerIp: { limit: 60, windowMs: MINUTE },
  /** Attempts on one identifier from one address. */
  signInPerIpAndIdentifier: { limit: 10, windowMs: MINUTE },
  /** Wrong passwords on one account from one address: 4 free, then a hold of 15 s, 30 s, 1 min... up to 15 min. */
  signInBackoffPerAccountAndIp: { free: 4, baseSeconds: 15, maxSeconds: 15 * 60, windowMs: HOUR },
  /** Wrong passwords on one account from all addresses: 20 free, then 5 s, 10 s... up to 5 min. */
  signInBackoffPerAccount: { free: 20, baseSeconds: 5, maxSeconds: 5 * 60, windowMs: HOUR },
  /** Wrong current passwords given to a signed-in action (password or contact change, account deletion). */
  currentPasswordFailures: { limit: 5, windowMs: 15 * MINUTE },
  /** Sign-ups: per client address (generous, CGNAT) and per phone number. */
  signUpPerIp: { limit: 20, windowMs: HOUR },
  signUpPerPhone: { limit: 3, windowMs: DAY },
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
  /** A request (or a lazily loaded module) with no answer after this long counts as a lost connection. */
  requestTimeoutMs: 10 * SECOND,
  /**
   * A request that waits for a payment provider (up to 15 s, `notchpay-provider.ts`) before answering: starting a
   * payment, a payment link's payment, a staff reconciliation. Longer than the provider's own limit.
   */
  paymentRequestTimeoutMs: 25 * SECOND,
  themeStorageKey: 'theme',
  languageStorageKey: 'i18nextLng',
  /**
   * Set on this device while a session is known to be open ('1'), removed when it is not: a pre-rendered sign-in
   * page then runs the app at once (to say who is signed in) instead of waiting for a first touch (ADR 067).
   */
  sessionHintStorageKey: 'sante.signedIn',
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
