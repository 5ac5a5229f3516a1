import { homePathFor } from '@sante/shared/roles';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../features/auth/hooks/use-viewer';
import { APP_CONFIG } from '../../lib/app-config';
import { SERVICE_CONFIG } from '../../lib/service-config';
import { useHydrated } from '../../lib/use-hydrated';
import { routeById, type RouteId } from '../route-table';

const LEGAL_PAGES: readonly RouteId[] = ['terms', 'privacy', 'faq', 'userManual'];

/** Each link a 44 px tap target (issue #10), its text the size it was. */
const linkClass = 'inline-flex min-h-11 items-center text-muted-foreground hover:text-foreground hover:underline';

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
            className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
          >
            {phone}
          </a>{' '}
          ·{' '}
          <a
            href={`https://wa.me/${phone.replace(/[^\d]/g, '')}`}
            aria-label={t('helpLine.whatsapp', { phone })}
            className="inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
          >
            WhatsApp
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

/**
 * The pages a visitor looks for (book, find a carer, contact), then their own space once signed in, or signing in
 * and signing up (while the session is read, only on a device that knows of no open session: ADR 067). Internal screens (flow steps, staff and doctor sign-in,
 * recovery) are reached from those pages, not listed here.
 */
function SiteMap() {
  const { t } = useTranslation();
  const viewer = useViewer();
  const known = useHydrated() && viewer.status === 'ready';
  const role = known ? viewer.user?.role : null;
  const pages: { key: string; to: string; label: string; visitorOnly?: boolean }[] = [
    { key: 'book', to: routeById('appointmentType').path, label: t('footer.bookVisit') },
    { key: 'carers', to: routeById('doctorsMap').path, label: t('footer.findCarer') },
  ];
  if (viewer.status === 'ready' && role)
    pages.push({ key: 'space', to: homePathFor(role), label: t('footer.mySpace') });
  if (!role) {
    pages.push({ key: 'signIn', to: routeById('connexion').path, label: t('common.signIn'), visitorOnly: !known });
    pages.push({ key: 'signUp', to: routeById('signup').path, label: t('footer.signUp'), visitorOnly: !known });
  }
  const phone = APP_CONFIG.emergencyPhone;
  return (
    <nav aria-label={t('common.footerNavigation')}>
      <ul className="flex flex-wrap gap-x-6 text-sm">
        {pages.map((entry) => (
          <li key={entry.key} data-visitor-only={entry.visitorOnly ? '' : undefined}>
            <Link to={entry.to} className={linkClass}>
              {entry.label}
            </Link>
          </li>
        ))}
        {phone && (
          <li>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
              {t('footer.contact')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The emergency numbers, the pages a visitor wants, the legal pages. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6">
        <EmergencyNumbers />
        <SiteMap />
        <div className="flex flex-col gap-3 border-t pt-6 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p className="text-muted-foreground">
            {t('footer.copyright', { year: APP_CONFIG.copyrightYear, brand: APP_CONFIG.brandName })} ·{' '}
            {t('app.footerNote')}
          </p>
          <nav aria-label={t('footer.legalNavigation')}>
            <ul className="flex flex-wrap gap-x-4 text-sm">
              {LEGAL_PAGES.map(routeById).map((entry) => (
                <li key={entry.id}>
                  <Link to={entry.path} className={linkClass}>
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
