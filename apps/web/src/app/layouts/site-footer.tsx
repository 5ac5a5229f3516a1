import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APP_CONFIG } from '../../lib/app-config';
import { cn } from '../../lib/cn';
import { SERVICE_CONFIG } from '../../lib/service-config';
import { navigableRoutes, routeById, type RouteId } from '../route-table';

const LEGAL_PAGES: readonly RouteId[] = ['terms', 'privacy', 'faq', 'userManual'];

/** The platform's emergency line (when configured) and Cameroon's public emergency numbers, one tap to call. */
function EmergencyNumbers() {
  const { t } = useTranslation();
  const phone = APP_CONFIG.emergencyPhone;
  return (
    <section aria-labelledby="footer-emergency-title" className="flex flex-col gap-2 text-sm">
      <h2 id="footer-emergency-title" className="font-semibold">
        {t('footer.emergencyTitle')}
      </h2>
      {phone && (
        <p>
          {t('footer.platformLine', { brand: APP_CONFIG.brandName })}{' '}
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            aria-label={t('footer.callPlatformLine', { brand: APP_CONFIG.brandName, phone })}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {phone}
          </a>
        </p>
      )}
      <p className="text-muted-foreground">{t('footer.publicNumbers')}</p>
      <ul className="flex flex-wrap gap-2">
        {SERVICE_CONFIG.publicEmergencyNumbers.map(({ service, number }) => (
          <li key={number}>
            <a
              href={`tel:${number}`}
              className="flex min-h-11 items-center gap-2 rounded-md border bg-background px-3 py-1.5 hover:bg-muted"
            >
              <Phone aria-hidden="true" className="size-3.5 text-destructive" />
              <span className="sr-only">{t('footer.call')}</span>
              <span className="font-bold tabular-nums">{number}</span>
              <span className="text-muted-foreground">{t(`footer.services.${service}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every public page (flow steps aside), so that each one is reachable from any public screen. */
export function SiteFooter() {
  const { t } = useTranslation();
  const linkClass = 'text-muted-foreground hover:text-foreground hover:underline';
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6">
        <EmergencyNumbers />
        <nav aria-label={t('common.footerNavigation')}>
          <ul className="columns-2 gap-6 text-sm sm:columns-3 lg:columns-4">
            {navigableRoutes('public')
              .filter((entry) => !entry.step && !LEGAL_PAGES.includes(entry.id))
              .map((entry) => (
                <li key={entry.id} className="mb-2 break-inside-avoid">
                  <Link to={entry.path} className={linkClass}>
                    {t(entry.titleKey)}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-3 border-t pt-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground">
            {t('footer.copyright', { year: APP_CONFIG.copyrightYear, brand: APP_CONFIG.brandName })} ·{' '}
            {t('app.footerNote')}
          </p>
          <nav aria-label={t('footer.legalNavigation')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {LEGAL_PAGES.map(routeById).map((entry) => (
                <li key={entry.id}>
                  <Link to={entry.path} className={cn('inline-block py-1', linkClass)}>
                    {t(entry.titleKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
