import { DEFAULT_LANGUAGE } from '@sante/shared/constants';
import { PENDING_SUBMIT_KEY } from '@sante/shared/head-script';
import { detectLanguage } from './detect-language';
import { sessionHinted } from './session-hint';
import { whenIdle } from './when-idle';

/** What shows a visitor is about to use the page rather than read it (scrolling is reading). */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Whether this pre-rendered page waits for a first touch before running the app (ADR 067): a page that works as
 * it is (text, links, a form the head script keeps), hydrated in place (its bare path, in French), for a device
 * with no session known (a signed-in visitor is told at once who is signed in), not yet touched.
 */
export function waitsForIntent(root: HTMLElement, location: Pick<Location, 'pathname' | 'search'>): boolean {
  if (root.dataset.boot !== 'intent' || root.dataset.prerendered !== location.pathname) return false;
  if (location.search !== '' || detectLanguage() !== DEFAULT_LANGUAGE || sessionHinted()) return false;
  const touched =
    Reflect.has(window, PENDING_SUBMIT_KEY) || (document.activeElement ?? document.body) !== document.body;
  return !touched;
}

/** Runs `start` once, on the first sign of intent. */
export function startOnFirstIntent(start: () => void): void {
  const options = { capture: true, passive: true } as const;
  const begin = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, begin, options);
    start();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, begin, options);
}

/**
 * Once the page has loaded and the browser is idle, the app's code (`<meta name="sante-app-code">`, written by the
 * pre-render step) is fetched into the cache at the lowest priority, so that the first touch does not wait for
 * the network; nothing of it runs.
 */
export function prefetchAppCode(): void {
  const files = document.querySelector<HTMLMetaElement>('meta[name="sante-app-code"]')?.content.split(' ') ?? [];
  whenIdle(() => {
    for (const href of files.filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  });
}
