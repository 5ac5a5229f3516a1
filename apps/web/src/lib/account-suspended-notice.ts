/**
 * « Votre compte est suspendu » (ADR 054). The server answers `account_suspended` once per session (it ends the
 * session and clears its cookie on that answer), maybe to a request of any screen: the answer is remembered here
 * for the tab, the session keeper then drops the session (the route guard sends the person to the sign-in page),
 * and the sign-in page says it, with whom to call.
 */
const KEY = 'sante.account-suspended';
const listeners = new Set<() => void>();

export function markAccountSuspended(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the next sign-in attempt answers the same message.
  }
  for (const listener of listeners) listener();
}

/** Whether this tab was told its account is suspended (and not shown it yet). */
export function accountSuspendedNoticePending(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function clearAccountSuspendedNotice(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

/** Calls `listener` each time an answer says the account is suspended; returns the unsubscribe. */
export function onAccountSuspended(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
