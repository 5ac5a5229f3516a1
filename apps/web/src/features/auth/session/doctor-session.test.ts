import { SESSION } from '@sante/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDoctorSessionStore, hasDoctorSessionFor, isDoctorSessionValid } from './doctor-session';

const LOGIN = '2026-01-10T08:00:00.000Z';
const HOUR = 3600_000;
const MINUTE = 60_000;
const KEY = 'medecin_session';

function storeSession(loginTime = LOGIN, userId = 'doctor-1') {
  localStorage.setItem(KEY, JSON.stringify({ loginTime, userId }));
}

describe('doctor session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is valid for 24 hours after loginTime', () => {
    const session = { loginTime: LOGIN, userId: 'doctor-1' };
    const login = Date.parse(LOGIN);
    expect(isDoctorSessionValid(session, login + 23 * HOUR + 59 * MINUTE)).toBe(true);
    expect(isDoctorSessionValid(session, login + 24 * HOUR)).toBe(false);
    expect(SESSION.doctorLifetimeMs).toBe(24 * HOUR);
  });

  it('reads a valid session at 23 h 59 and removes an expired one at 24 h', () => {
    storeSession();
    vi.setSystemTime(Date.parse(LOGIN) + 23 * HOUR + 59 * MINUTE);
    expect(createDoctorSessionStore(localStorage, window).getSnapshot()).toEqual({
      loginTime: LOGIN,
      userId: 'doctor-1',
    });

    vi.setSystemTime(Date.parse(LOGIN) + 24 * HOUR);
    expect(createDoctorSessionStore(localStorage, window).getSnapshot()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('checks every 5 minutes and drops the session when it expires', () => {
    storeSession();
    vi.setSystemTime(Date.parse(LOGIN) + 24 * HOUR - 4 * MINUTE);
    const store = createDoctorSessionStore(localStorage, window);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getSnapshot()).not.toBeNull();

    vi.advanceTimersByTime(SESSION.doctorCheckIntervalMs);
    expect(store.getSnapshot()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('follows a change made in another tab (storage event) and clears an expired session', () => {
    vi.setSystemTime(Date.parse(LOGIN) + HOUR);
    storeSession();
    const store = createDoctorSessionStore(localStorage, window);
    const unsubscribe = store.subscribe(() => undefined);
    expect(store.getSnapshot()).not.toBeNull();

    // Another tab moves loginTime back 25 hours.
    const movedBack = new Date(Date.parse(LOGIN) - 24 * HOUR).toISOString();
    storeSession(movedBack);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: localStorage.getItem(KEY) }));

    expect(store.getSnapshot()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    unsubscribe();
  });

  it('follows a sign-out in another tab (storage cleared)', () => {
    vi.setSystemTime(Date.parse(LOGIN) + HOUR);
    storeSession();
    const store = createDoctorSessionStore(localStorage, window);
    const unsubscribe = store.subscribe(() => undefined);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(store.getSnapshot()).toBeNull();
    unsubscribe();
  });

  it('writes after a doctor sign-in and clears on doctor logout', () => {
    vi.setSystemTime(Date.parse(LOGIN) + MINUTE);
    const store = createDoctorSessionStore(localStorage, window);
    store.write({ loginTime: LOGIN, userId: 'doctor-1' });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ loginTime: LOGIN, userId: 'doctor-1' });
    expect(store.getSnapshot()?.userId).toBe('doctor-1');
    store.clear();
    expect(store.getSnapshot()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('ignores and removes malformed values', () => {
    localStorage.setItem(KEY, '{not json');
    expect(createDoctorSessionStore(localStorage, window).getSnapshot()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('belongs to one user', () => {
    const session = { loginTime: LOGIN, userId: 'doctor-1' };
    expect(hasDoctorSessionFor(session, 'doctor-1')).toBe(true);
    expect(hasDoctorSessionFor(session, 'someone-else')).toBe(false);
    expect(hasDoctorSessionFor(null, 'doctor-1')).toBe(false);
  });
});
