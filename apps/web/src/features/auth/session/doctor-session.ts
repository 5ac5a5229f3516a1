import { SESSION } from '@sante/shared/constants';

/**
 * The doctor session of the specification: localStorage `medecin_session` = `{ loginTime, userId }`,
 * written after a sign-in through the doctor portal, valid 24 h after `loginTime`. It is checked every
 * 5 minutes and whenever another tab changes the key; an expired one is removed and the user is no
 * longer a doctor.
 */
export type DoctorSession = { loginTime: string; userId: string };

function parse(raw: string | null): DoctorSession | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { loginTime, userId } = value as Record<string, unknown>;
    if (typeof loginTime !== 'string' || typeof userId !== 'string') return null;
    return Number.isNaN(Date.parse(loginTime)) ? null : { loginTime, userId };
  } catch {
    return null;
  }
}

export function isDoctorSessionValid(session: DoctorSession, now: number): boolean {
  const loginTime = Date.parse(session.loginTime);
  return loginTime <= now && now - loginTime < SESSION.doctorLifetimeMs;
}

export type DoctorSessionStore = {
  getSnapshot: () => DoctorSession | null;
  subscribe: (listener: () => void) => () => void;
  /** Re-reads the key, removing it when expired or malformed. */
  check: () => void;
  write: (session: DoctorSession) => void;
  clear: () => void;
};

type SessionStorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const NO_STORAGE: SessionStorageArea = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
const NO_EVENTS: StorageEvents = { addEventListener: () => undefined, removeEventListener: () => undefined };

export function createDoctorSessionStore(storage: SessionStorageArea, target: StorageEvents): DoctorSessionStore {
  const key = SESSION.doctorStorageKey;
  const listeners = new Set<() => void>();
  let current: DoctorSession | null = null;
  let stopWatching: (() => void) | null = null;

  function read(): DoctorSession | null {
    const raw = storage.getItem(key);
    const session = parse(raw);
    if (session && isDoctorSessionValid(session, Date.now())) return session;
    if (raw !== null) storage.removeItem(key);
    return null;
  }

  function check(): void {
    const next = read();
    const changed = next?.loginTime !== current?.loginTime || next?.userId !== current?.userId;
    current = next;
    if (changed) listeners.forEach((listener) => listener());
  }

  function watch(): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) check();
    };
    target.addEventListener('storage', onStorage);
    const interval = setInterval(check, SESSION.doctorCheckIntervalMs);
    return () => {
      target.removeEventListener('storage', onStorage);
      clearInterval(interval);
    };
  }

  current = read();

  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        check();
        stopWatching = watch();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = null;
        }
      };
    },
    check,
    write(session) {
      storage.setItem(key, JSON.stringify(session));
      check();
    },
    clear() {
      storage.removeItem(key);
      check();
    },
  };
}

/** The app's store, over the real localStorage (an empty one while pre-rendering, where there is no window). */
export const doctorSessionStore =
  typeof window === 'undefined'
    ? createDoctorSessionStore(NO_STORAGE, NO_EVENTS)
    : createDoctorSessionStore(window.localStorage, window);

/** A doctor session that belongs to the signed-in user. */
export function hasDoctorSessionFor(session: DoctorSession | null, userId: string | undefined): boolean {
  return session !== null && userId !== undefined && session.userId === userId;
}
