import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { APP_CONFIG } from '../../../lib/app-config';
import { SERVICE_CONFIG } from '../../../lib/service-config';
import { DashboardCard } from './dashboard-card';

const callLinkClass =
  'flex min-h-11 items-center gap-3 rounded-md border bg-card px-3 py-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The platform's emergency line (when configured) and Cameroon's public numbers, one tap to call. */
export function EmergencyServices() {
  const { t } = useTranslation('dashboard');
  const platformPhone = APP_CONFIG.emergencyPhone;
  const brand = APP_CONFIG.brandName;
  return (
    <DashboardCard id="emergency-title" title={t('emergency.title')} className="border-destructive/40">
      <p className="text-sm">{t('emergency.intro')}</p>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(11.5rem,1fr))] gap-2">
        {SERVICE_CONFIG.publicEmergencyNumbers.map(({ service, number }) => {
          const name = t(`emergency.services.${service}`);
          return (
            <li key={number}>
              <a
                href={`tel:${number}`}
                aria-label={t('emergency.call', { number, service: name })}
                className={callLinkClass}
              >
                <Phone aria-hidden="true" className="size-4 shrink-0 text-destructive" />
                <span className="text-lg font-bold tabular-nums">{number}</span>
                <span className="text-sm">{name}</span>
              </a>
            </li>
          );
        })}
      </ul>
      {platformPhone && (
        <a
          href={`tel:${platformPhone.replace(/\s/g, '')}`}
          aria-label={t('emergency.callPlatform', { brand, phone: platformPhone })}
          className={callLinkClass}
        >
          <Phone aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span className="text-sm">{t('emergency.platform', { brand })}</span>
          <span className="ml-auto font-semibold tabular-nums">{platformPhone}</span>
        </a>
      )}
    </DashboardCard>
  );
}
