import { UI } from '@sante/shared/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearBrowserStorage } from '../features/auth/session/browser-storage';
import { rememberSession, sessionHinted } from './session-hint';

beforeEach(() => localStorage.clear());

describe('session hint', () => {
  it('follows the session as read, and goes with a full sign-out', () => {
    expect(sessionHinted()).toBe(false);
    rememberSession(true);
    expect(localStorage.getItem(UI.sessionHintStorageKey)).toBe('1');
    expect(sessionHinted()).toBe(true);
    rememberSession(false);
    expect(sessionHinted()).toBe(false);
    rememberSession(true);
    clearBrowserStorage(localStorage, sessionStorage);
    expect(sessionHinted()).toBe(false);
  });
});
