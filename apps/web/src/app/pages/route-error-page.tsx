import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { reloadWhenReachable } from '../../lib/reload-when-reachable';

type RouteErrorPageProps = {
  /** The screen's code could not be downloaded for want of a connection. */
  offline?: boolean;
  reload?: () => void;
};

/**
 * Shown by the error boundary when a screen cannot be displayed. Without a connection it says so, and the page is
 * loaded again by itself as soon as the server can be reached again (a page load only: nothing is sent).
 */
export function RouteErrorPage({ offline = false, reload = () => window.location.reload() }: RouteErrorPageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!offline) return;
    return reloadWhenReachable(reload);
  }, [offline, reload]);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold">{t('routeError.title')}</h1>
      <p className="text-muted-foreground">{offline ? t('errors.network') : t('routeError.description')}</p>
      <Button onClick={reload}>{t('common.reload')}</Button>
    </main>
  );
}
