import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth/api/session';
import { useSessionKeeper } from '../features/auth/hooks/use-session-keeper';
import { DemoBanner } from '../features/meta/components/demo-banner';
import { APP_CONFIG } from '../lib/app-config';
import { takeEarlyClick } from '../lib/early-click';
import { rememberSession } from '../lib/session-hint';
import { whenIdle } from '../lib/when-idle';
import { RouteErrorBoundary } from './route-error-boundary';
import { routeForPath } from './route-table';

/** `<title>` follows the current screen and the language; a new screen starts at the top. */
function useScreenChange(pathname: string): void {
  const { t } = useTranslation();
  const entry = routeForPath(pathname);
  // A doctor's or staff route title arrives with its space's chunk: the brand alone until then.
  const title = entry ? t(entry.titleKey, { defaultValue: '' }) : t('notFound.title');
  useEffect(() => {
    document.title = title ? `${title} · ${APP_CONFIG.brandName}` : APP_CONFIG.brandName;
  }, [title]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * The reviewers' translations (`/admin/langues`), in their own chunk, started once the first screen is committed
 * and the browser is idle (not part of any page's first load): the first render never waits for them, offline the bundled texts stay, and every screen rendered so far already
 * listens to i18next's store. Started before (at boot), texts that arrived between a screen's render and its
 * subscription were missed: the reloaded page's title stayed in French.
 */
function useServedTranslations(): void {
  useEffect(
    () =>
      whenIdle(() => {
        import('../lib/served-translations').then(
          (module) => module.startServedTranslations(),
          () => undefined,
        );
      }),
    [],
  );
}

/**
 * Marks `<html data-app-ready>` once React runs the page: before that, a pre-rendered page is readable and its
 * links work, but its buttons do not yet (the browser tests wait for the mark).
 */
function useAppReadyMark(): void {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    // A button tapped on a page that waited for that first touch (ADR 067) is tapped again, now that it works.
    takeEarlyClick()?.click();
  }, []);
}

/** The device remembers whether a session is open: a pre-rendered sign-in page then runs at once (ADR 067). */
function useSessionHint(): void {
  const session = useSession();
  useEffect(() => {
    if (session.isSuccess) rememberSession(session.data !== null);
  }, [session.isSuccess, session.data]);
}

/**
 * What follows the session (the device's hint, the refresh ticker), in a component of its own that draws nothing:
 * the session's answer then re-renders this alone, not every screen under the layout at once (issue #10, TBT).
 */
function SessionWatch() {
  useSessionHint();
  useSessionKeeper();
  return null;
}

/** Wraps every screen: skip link, demo banner, session refresh, title, error boundary. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useAppReadyMark();
  useServedTranslations();
  useScreenChange(pathname);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center"
      >
        {t('app.skipToContent')}
      </a>
      <SessionWatch />
      <DemoBanner />
      <RouteErrorBoundary key={pathname}>
        <Outlet />
      </RouteErrorBoundary>
    </>
  );
}
