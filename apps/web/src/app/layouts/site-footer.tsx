import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_CONFIG } from '../../lib/app-config';
import { navigableRoutes } from '../route-table';

/** Every public page (flow steps aside), so that each one is reachable from any public screen. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <nav aria-label={t('common.footerNavigation')}>
          <ul className="columns-2 gap-6 text-sm sm:columns-3 lg:columns-4">
            {navigableRoutes('public')
              .filter((entry) => !entry.step)
              .map((entry) => (
                <li key={entry.id} className="mb-2 break-inside-avoid">
                  <Link to={entry.path} className="text-muted-foreground hover:text-foreground hover:underline">
                    {t(entry.titleKey)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <p className="mt-6 text-xs text-muted-foreground">
          <span className="font-semibold text-foreground">{APP_CONFIG.brandName}</span> · {t('app.footerNote')}
        </p>
      </div>
    </footer>
  );
}
