import type { RouteRequirement } from '@sante/shared/roles';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useViewer } from '../features/auth/hooks/use-viewer';
import { canAccess, guardRedirectTarget } from '../features/auth/session/access';
import { FullScreenStatus } from './full-screen-status';

/**
 * Guards a group of routes: "Vérification de la session..." while the session loads, then either the
 * routes, or the sign-in page for the requirement with `?redirect=` back to the page asked for.
 */
export function RouteGuard({ requirement }: { requirement: RouteRequirement }) {
  const { t } = useTranslation();
  const location = useLocation();
  const state = useViewer();

  if (state.status === 'pending') {
    return (
      <FullScreenStatus>
        <Spinner label={t('common.checkingSession')} />
      </FullScreenStatus>
    );
  }
  if (state.status === 'error') {
    return (
      <FullScreenStatus>
        <Alert variant="destructive" className="max-w-md">
          {t('common.sessionCheckFailed')}
        </Alert>
        <Button onClick={state.retry}>{t('common.retry')}</Button>
      </FullScreenStatus>
    );
  }
  if (!canAccess(requirement, state.viewer)) {
    return <Navigate replace to={guardRedirectTarget(requirement, `${location.pathname}${location.search}`)} />;
  }
  return <Outlet />;
}
