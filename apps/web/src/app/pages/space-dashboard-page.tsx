import { LogOut } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { useViewer } from '../../features/auth/hooks/use-viewer';
import { fullName } from '../../features/auth/utils/full-name';
import '../../lib/route-descriptions';
import './register-space-home-catalogues';
import type { SignedInSpace } from '../layouts/space-layout';
import { navigableRoutes, SPACE_HOME } from '../route-table';

type SpaceDashboardPageProps = {
  space: SignedInSpace;
  /** The space's own figures, under the greeting (staff: the day's figures); with them, only built sections are listed. */
  children?: ReactNode;
};

/** The unread messages on the messaging card, live (loaded after the dashboard, like the menus' badge). */
const UnreadBadge = lazy(() =>
  import('../../features/conversations/components/unread-badge').then((m) => ({ default: m.UnreadBadge })),
);
const MESSAGING_PATHS = new Set(['/dashboard-medecin/messagerie', '/admin/messagerie']);

/**
 * The home of a signed-in space: who is signed in (their name), its figures if any, and the space's sections
 * (unread messages on « Messagerie »).
 */
export function SpaceDashboardPage({ space, children }: SpaceDashboardPageProps) {
  const { t } = useTranslation();
  const { t: th } = useTranslation('spaceHome');
  const state = useViewer();
  const signOut = useSignOut();
  const user = state.status === 'ready' ? state.user : null;
  const sections = navigableRoutes(space, state.status === 'ready' ? (state.viewer?.role ?? null) : null).filter(
    (entry) => !entry.step && entry.path !== SPACE_HOME[space] && (children === undefined || entry.status === 'built'),
  );

  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-4 rounded-xl border bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">{t('dashboard.greeting', { name: user ? fullName(user) : '' })}</h1>
          <p className="text-sm text-muted-foreground">{th(`intro.${space}`)}</p>
        </div>
        <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOut aria-hidden="true" />
          {t('common.signOut')}
        </Button>
      </section>

      {children && <Suspense fallback={<Spinner label={t('common.loading')} />}>{children}</Suspense>}

      <section aria-labelledby="sections-title" className="flex flex-col gap-4">
        <h2 id="sections-title" className="text-lg font-semibold">
          {th('sectionsTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {sections.map((entry) => (
            <li key={entry.id}>
              <Link to={entry.path} className="group block h-full rounded-xl">
                <Card className="h-full transition-colors group-hover:border-primary">
                  <CardContent className="flex flex-col gap-1.5">
                    <h3 className="font-semibold text-primary">
                      {t(entry.titleKey)}
                      {MESSAGING_PATHS.has(entry.path) && (
                        <Suspense fallback={null}>
                          <UnreadBadge />
                        </Suspense>
                      )}
                    </h3>
                    <CardDescription>{t(entry.descriptionKey, { ns: 'routeDescriptions' })}</CardDescription>
                    {entry.status === 'construction' && (
                      <span className="mt-1 w-fit rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                        {th('comingSoon')}
                      </span>
                    )}
                  </CardContent>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
