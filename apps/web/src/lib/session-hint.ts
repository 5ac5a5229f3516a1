import { UI } from '@sante/shared/constants';

/** Whether this device last knew a session to be open (ADR 067); false when storage is unavailable. */
export function sessionHinted(): boolean {
  try {
    return localStorage.getItem(UI.sessionHintStorageKey) === '1';
  } catch {
    return false;
  }
}

/** Kept in step with the session each time it is read; a full sign-out empties the storage anyway. */
export function rememberSession(open: boolean): void {
  try {
    if (open) localStorage.setItem(UI.sessionHintStorageKey, '1');
    else localStorage.removeItem(UI.sessionHintStorageKey);
  } catch {
    // Private mode: the sign-in page then always waits for a first touch, and says who is signed in after it.
  }
}
