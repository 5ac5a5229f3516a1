import { UI } from '@sante/shared/constants';
import { PENDING_SUBMIT_KEY } from '@sante/shared/head-script';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchAppCode, startOnFirstIntent, waitsForIntent } from './boot-on-intent';

function preRendered(path: string, boot?: string): HTMLElement {
  const root = document.createElement('div');
  root.dataset.prerendered = path;
  if (boot) root.dataset.boot = boot;
  return root;
}
const at = (pathname: string, search = '') => ({ pathname, search });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, PENDING_SUBMIT_KEY);
  document.head.querySelectorAll('meta[name="sante-app-code"], link[rel="prefetch"]').forEach((node) => node.remove());
});

describe('waitsForIntent', () => {
  it('waits on a page that works as it is, in French, on its bare path, for a device with no session', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CM', 'fr']);
    expect(waitsForIntent(preRendered('/connexion/patient', 'intent'), at('/connexion/patient'))).toBe(true);
  });

  it('runs at once anywhere else', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr']);
    // A page that needs the app (data, a guard).
    expect(waitsForIntent(preRendered('/appointment-type'), at('/appointment-type'))).toBe(false);
    // A query string (`?redirect=`) or another path: rendered afresh.
    expect(waitsForIntent(preRendered('/connexion/patient', 'intent'), at('/connexion/patient', '?redirect=/x'))).toBe(
      false,
    );
    expect(waitsForIntent(preRendered('/connexion/patient', 'intent'), at('/connexion/medecin'))).toBe(false);
  });

  it('runs at once for another language, stored or the browser’s', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    expect(waitsForIntent(preRendered('/connexion', 'intent'), at('/connexion'))).toBe(false);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr']);
    localStorage.setItem(UI.languageStorageKey, 'ewo');
    expect(waitsForIntent(preRendered('/connexion', 'intent'), at('/connexion'))).toBe(false);
  });

  it('runs at once on a device with a session (to say who is signed in) or already touched', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr']);
    localStorage.setItem(UI.sessionHintStorageKey, '1');
    expect(waitsForIntent(preRendered('/connexion', 'intent'), at('/connexion'))).toBe(false);
    localStorage.clear();
    Reflect.set(window, PENDING_SUBMIT_KEY, document.createElement('form'));
    expect(waitsForIntent(preRendered('/connexion', 'intent'), at('/connexion'))).toBe(false);
    Reflect.deleteProperty(window, PENDING_SUBMIT_KEY);
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    expect(waitsForIntent(preRendered('/connexion', 'intent'), at('/connexion'))).toBe(false);
    field.remove();
  });
});

describe('startOnFirstIntent', () => {
  it('starts once, at the first touch, key or focus, not on scroll', () => {
    const start = vi.fn();
    startOnFirstIntent(start);
    document.dispatchEvent(new Event('scroll'));
    expect(start).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('pointerdown'));
    document.dispatchEvent(new Event('keydown'));
    document.dispatchEvent(new Event('focusin'));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('prefetchAppCode', () => {
  it('fetches the named files once the page is idle, as prefetches that run nothing', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const idle = vi.fn((callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.name = 'sante-app-code';
    meta.content = '/assets/app-shell-1.js /assets/boot-2.js';
    prefetchAppCode();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(['/assets/app-shell-1.js', '/assets/boot-2.js']);
    expect(links.every((link) => link.as === 'script' && link.crossOrigin === '')).toBe(true);
    vi.unstubAllGlobals();
  });
});
