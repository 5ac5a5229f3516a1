import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadWhenReachable } from './reload-when-reachable';

let serverUp = false;
const fetchMock = vi.fn(() =>
  serverUp ? Promise.resolve(new Response('ok')) : Promise.reject(new TypeError('Failed to fetch')),
);

beforeEach(() => {
  serverUp = false;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reloadWhenReachable', () => {
  it('offline: waits for the online event, then reloads only once the server answers', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    const stop = reloadWhenReachable(reload);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).not.toHaveBeenCalled();

    // The browser says online before the connection carries anything: no reload onto its "no internet" page.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();

    serverUp = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledOnce();
    stop();
  });

  it('already online (a dropped connection): asks a bounded number of times, and stops when told', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const reload = vi.fn();
    const stop = reloadWhenReachable(reload);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(reload).not.toHaveBeenCalled();

    stop();
    serverUp = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reload).not.toHaveBeenCalled();
  });
});
