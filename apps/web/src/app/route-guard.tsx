import type { RouteRequirement } from '@sante/shared/roles';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { QueryError } from '../components/query-error';
import { Spinner } from '../components/ui/spinner';
import { useViewer } from '../features/auth/hooks/use-viewer';
import { canAccess, guardRedirectTarget } from '../features/auth/session/access';
import { routeForPath } from './route-table';

/**
 * What the guard shows inside the space's layout while it cannot show the screen: the screen's title (from the
 * route table) above the status, and its description when the screen opens with it (its chunk, loaded before
 * the first render, brings the catalogue). A page of a space is pre-rendered in this state, so a signed-in
 * patient sees the frame and the heading of the page before the app's code has arrived.
 */
function GuardStatus({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const entry = routeForPath(pathname);
  const described = entry?.describedInFrame === true && i18n.exists(entry.descriptionKey, { ns: 'routeDescriptions' });
  return (
    <div className="flex flex-col gap-6">
      {entry && (
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl leading-tight font-semibold">{t(entry.titleKey)}</h1>
          {described && <p className="text-muted-foreground">{t(entry.descriptionKey, { ns: 'routeDescriptions' })}</p>}
        </header>
      )}
      <div className="flex flex-col items-center justify-center gap-4 py-10 text-center">{children}</div>
    </div>
  );
}

/**
 * Guards a group of routes (inside their layout): "Vérification de la session..." while the session loads, then
 * either the routes, or the sign-in page for the requirement with `?redirect=` back to the page asked for.
 */
export function RouteGuard({ requirement }: { requirement: RouteRequirement }) {
  const { t } = useTranslation();
  const location = useLocation();
  const state = useViewer();
  // The session's answer arrives as an urgent update; the screen it reveals (a whole page, its cards starting
  // their requests) is drawn as a transition instead, in slices that leave the main thread free between them:
  // the status stays on screen until it is drawn. Deferred: a boolean, never the state (a new object at every
  // render, whose deferred render a busy page kept restarting: the status stayed on screen).
  const answered = useDeferredValue(state.status !== 'pending');

  if (state.status === 'pending' || !answered) {
    return (
      <GuardStatus>
        <Spinner label={t('common.checkingSession')} />
      </GuardStatus>
    );
  }
  if (state.status === 'error') {
    return (
      <GuardStatus>
        <div className="max-w-md">
          <QueryError error={state.error} onRetry={state.retry} retrying={state.retrying}>
            {t('common.sessionCheckFailed')}
          </QueryError>
        </div>
      </GuardStatus>
    );
  }
  if (!canAccess(requirement, state.viewer)) {
    return <Navigate replace to={guardRedirectTarget(requirement, `${location.pathname}${location.search}`)} />;
  }
  return <Outlet />;
}
