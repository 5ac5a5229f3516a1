import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useViewer } from '../../features/auth/hooks/use-viewer';
import { cn } from '../../lib/cn';
import { navigableRoutes, SPACE_HOME, type RouteSpace } from '../route-table';
import { HelpLine } from '../../components/help-line';
import { PageLoading } from './page-loading';
import { SiteHeader } from './site-header';
import { SpaceNav } from './space-nav';

export type SignedInSpace = Exclude<RouteSpace, 'public'>;

/** Only doctors download it. */
const DoctorSessionBadge = lazy(() =>
  import('../../features/auth/components/doctor-session-badge').then((m) => ({ default: m.DoctorSessionBadge })),
);

const NAV_ID = 'space-navigation';

/**
 * The space's menu for the signed-in role. It alone follows the session: its answer re-renders the menu, not the
 * whole space with its screen (issue #10, TBT).
 */
function ViewerSpaceNav({ space, onNavigate }: { space: SignedInSpace; onNavigate: () => void }) {
  const viewer = useViewer();
  const role = viewer.status === 'ready' ? (viewer.viewer?.role ?? null) : null;
  return <SpaceNav routes={navigableRoutes(space, role).filter((entry) => !entry.step)} onNavigate={onNavigate} />;
}

/**
 * Patient, doctor and admin spaces: header, a sidebar on laptops, a collapsible menu on phones, and a footer with
 * the service's own number.
 */
export function SpaceLayout({ space }: { space: SignedInSpace }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader
        homePath={SPACE_HOME[space]}
        spaceLabel={t(`spaces.${space}`)}
        menu={{ id: NAV_ID, open: menuOpen, onToggle: () => setMenuOpen((open) => !open) }}
      >
        {space === 'doctor' && (
          <Suspense fallback={null}>
            <DoctorSessionBadge />
          </Suspense>
        )}
      </SiteHeader>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row">
        <nav
          id={NAV_ID}
          aria-label={t('common.mainNavigation')}
          className={cn(
            'border-b bg-card px-3 py-3 lg:sticky lg:top-16 lg:block lg:max-h-[calc(100dvh-4rem)] lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0 lg:bg-transparent',
            menuOpen ? 'block' : 'hidden',
          )}
        >
          <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t(`spaces.${space}`)}
          </p>
          <ViewerSpaceNav space={space} onNavigate={() => setMenuOpen(false)} />
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:py-8">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <footer className="border-t bg-card px-4 py-3 sm:px-6">
        <HelpLine className="mx-auto max-w-7xl" />
      </footer>
    </div>
  );
}
