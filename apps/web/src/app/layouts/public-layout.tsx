import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { cn } from '../../lib/cn';
import { routeById, type RouteId } from '../route-table';
import { PageLoading } from './page-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SpaceNav } from './space-nav';

const NAV_ID = 'public-navigation';
const MAIN_LINKS: readonly RouteId[] = ['home', 'appointmentType', 'doctorsMap', 'eshop'];

/** Public pages and sign-in pages: header with the main links, footer with every public page. */
export function PublicLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const links = MAIN_LINKS.map(routeById);
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader homePath="/" menu={{ id: NAV_ID, open: menuOpen, onToggle: () => setMenuOpen((open) => !open) }}>
        <nav aria-label={t('common.mainNavigation')} className="ml-4 hidden lg:block">
          <SpaceNav routes={links} orientation="horizontal" />
        </nav>
      </SiteHeader>
      <nav
        id={NAV_ID}
        aria-label={t('common.mainNavigation')}
        className={cn('border-b bg-card px-3 py-3 lg:hidden', menuOpen ? 'block' : 'hidden')}
      >
        <SpaceNav routes={links} onNavigate={() => setMenuOpen(false)} />
      </nav>
      {/* At least a screen tall: the footer starts below the fold, so a page whose content appears after hydration
          (the booking steps) does not push it down under the visitor's thumb (CLS 0.41 -> 0.001 on /patient/booking). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
