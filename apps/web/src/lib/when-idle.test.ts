import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('whenIdle', () => {
  it('waits for the page load, then for the browser to be idle', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let idle: IdleRequestCallback = () => undefined;
    const requestIdle = vi.fn((callback: IdleRequestCallback) => {
      idle = callback;
      return 1;
    });
    window.requestIdleCallback = requestIdle;
    window.cancelIdleCallback = vi.fn();
    const task = vi.fn();
    whenIdle(task);
    expect(requestIdle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    idle({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const task = vi.fn();
    const cancel = whenIdle(task);
    cancel();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
  });
});
