import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasLazyImportFailure, retryingImport, subscribeLazyImportFailures } from './lazy-import';

/** A module download that fails until `succeed()` (as offline, then online again). */
function flakyModule() {
  let online = false;
  const load = vi.fn(() => (online ? Promise.resolve({ ok: true }) : Promise.reject(new TypeError('Failed to fetch'))));
  return { load, succeed: () => (online = true) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('retryingImport', () => {
  it('downloads once and keeps the module', async () => {
    const load = vi.fn(() => Promise.resolve({ ok: true }));
    const get = retryingImport(load);
    await expect(get()).resolves.toEqual({ ok: true });
    await expect(get()).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledOnce();
    expect(hasLazyImportFailure()).toBe(false);
  });

  it('does not keep a failure: says so, and downloads again when the browser is back online', async () => {
    const { load, succeed } = flakyModule();
    const listener = vi.fn();
    const unsubscribe = subscribeLazyImportFailures(listener);
    const get = retryingImport(load);

    await expect(get()).rejects.toThrow('Failed to fetch');
    expect(hasLazyImportFailure()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();

    // Still offline: the next call tries again (no cached failure), and fails again.
    await expect(get()).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(2);

    succeed();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(hasLazyImportFailure()).toBe(false));
    expect(load).toHaveBeenCalledTimes(3);
    expect(listener).toHaveBeenCalledTimes(2);

    // Downloaded by the `online` retry: kept from now on.
    await expect(get()).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('counts a download with no answer after 10 s as failed (a dropped connection)', async () => {
    vi.useFakeTimers();
    let answer: (module: { ok: boolean }) => void = () => undefined;
    const load = vi
      .fn()
      .mockImplementationOnce(() => new Promise<{ ok: boolean }>(() => undefined))
      .mockImplementationOnce(() => new Promise<{ ok: boolean }>((resolve) => (answer = resolve)));
    const get = retryingImport(load);

    const first = get().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(hasLazyImportFailure()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await first).toMatchObject({ name: 'TimeoutError' });
    expect(hasLazyImportFailure()).toBe(true);

    window.dispatchEvent(new Event('online'));
    answer({ ok: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(hasLazyImportFailure()).toBe(false);
    await expect(get()).resolves.toEqual({ ok: true });
  });
});

describe('retryingImport with the browser online', () => {
  it('tries again by itself after 1, 2, 4, 8 and 16 s, then waits for a submit or the online event', async () => {
    vi.useFakeTimers();
    const { load, succeed } = flakyModule();
    const get = retryingImport(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    for (const delay of [1000, 2000, 4000, 8000, 16000]) {
      const before = load.mock.calls.length;
      await vi.advanceTimersByTimeAsync(delay);
      expect(load).toHaveBeenCalledTimes(before + 1);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(6);
    expect(hasLazyImportFailure()).toBe(true);

    succeed();
    await expect(get()).resolves.toEqual({ ok: true });
    expect(hasLazyImportFailure()).toBe(false);
  });

  it('an attempt that fails just as the network comes back is tried again moments later', async () => {
    vi.useFakeTimers();
    let answer: (module: { ok: boolean }) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const load = vi
      .fn()
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const get = retryingImport(load);
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    try {
      await expect(get()).rejects.toThrow('Failed to fetch');
      const submitted = get().catch(() => undefined);
      // Back online while the submit's own download is still on its way: it fails afterwards.
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
      window.dispatchEvent(new Event('online'));
      fail(new TypeError('Failed to fetch'));
      await submitted;
      expect(hasLazyImportFailure()).toBe(true);
      await vi.advanceTimersByTimeAsync(2000);
      expect(load).toHaveBeenCalledTimes(3);
      answer({ ok: true });
      await vi.advanceTimersByTimeAsync(0);
      expect(hasLazyImportFailure()).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
  });

  it('failures typed while offline do not use up the retries after the network comes back', async () => {
    vi.useFakeTimers();
    let online = false;
    const load = vi.fn(() =>
      online ? Promise.resolve({ ok: true }) : Promise.reject(new TypeError('Failed to fetch')),
    );
    const get = retryingImport(load);
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    try {
      // Each key typed offline asks for the form's validation again.
      for (let typed = 0; typed < 8; typed += 1) await expect(get()).rejects.toThrow('Failed to fetch');
      // The browser says online before the connection carries anything: that attempt fails too.
      Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
      expect(hasLazyImportFailure()).toBe(true);
      online = true;
      await vi.advanceTimersByTimeAsync(1000);
      expect(hasLazyImportFailure()).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
    }
  });
});
