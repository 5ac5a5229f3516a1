import { formatNationalPhone } from '@sante/shared/phone';
import type { ProductAvailability } from '@sante/shared/shop-constants';
import { MapPin, Moon, Navigation, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { formatFcfa } from '../../../lib/format-money';
import { directionsUrl } from '../../../lib/map-links';
import { doualaWeekdayIndex, hoursRange } from './opening-hours';

const STOCK_TONE = {
  in_stock: 'text-success',
  low: 'text-amber-700 dark:text-amber-400',
  out_of_stock: 'text-muted-foreground',
} as const;

const actionClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium hover:bg-accent';

/** One partner pharmacy that lists the product: stock, its price, hours today, "de garde", call and directions. */
function PharmacyEntry({ entry }: { entry: ProductAvailability }) {
  const { t, i18n } = useTranslation('shop');
  const { pharmacy } = entry;
  const weekdays: string[] = t('weekdays', { returnObjects: true });
  const today = doualaWeekdayIndex();
  const todayHours = pharmacy.weeklyHours[today];
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 className="leading-tight font-semibold">{pharmacy.name}</h3>
        <span className={`text-sm font-medium ${STOCK_TONE[entry.stockLevel]}`}>
          {t(`stockLevel.${entry.stockLevel}`)}
        </span>
      </div>
      {pharmacy.onDutyTonight && (
        <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-primary/10 px-2.5 py-0.5 text-sm font-medium text-primary">
          <Moon aria-hidden="true" className="size-4" />
          {t('availability.onDuty')}
        </p>
      )}
      <p className="flex gap-1.5 text-sm">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>
          {pharmacy.quartier}, {pharmacy.city} · {pharmacy.address}
          {pharmacy.landmark && <span className="block text-muted-foreground">{pharmacy.landmark}</span>}
        </span>
      </p>
      <p className="text-sm">
        {todayHours
          ? t('availability.todayOpen', { hours: t('availability.range', hoursRange(todayHours, i18n.language)) })
          : t('availability.todayClosed')}
      </p>
      <p className="text-sm font-medium">{t('availability.price', { price: formatFcfa(entry.priceXaf) })}</p>
      <details className="text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center text-primary">{t('availability.hours')}</summary>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 pb-2">
          {pharmacy.weeklyHours.map((hours, index) => (
            <div key={weekdays[index]} className={`contents ${index === today ? 'font-semibold' : ''}`}>
              <dt>{weekdays[index]}</dt>
              <dd>{hours ? t('availability.range', hoursRange(hours, i18n.language)) : t('availability.closed')}</dd>
            </div>
          ))}
        </dl>
      </details>
      <div className="flex flex-wrap gap-2">
        <a className={actionClass} href={`tel:${pharmacy.phone}`}>
          <Phone aria-hidden="true" className="size-4" />
          {t('availability.call', { phone: formatNationalPhone(pharmacy.phone) })}
        </a>
        <a
          className={actionClass}
          href={directionsUrl(pharmacy.latitude, pharmacy.longitude)}
          target="_blank"
          rel="noreferrer"
        >
          <Navigation aria-hidden="true" className="size-4" />
          {t('availability.directions')}
        </a>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('availability.updated', { date: formatDateTime(new Date(entry.updatedAt), i18n.language) })} ·{' '}
        {t('availability.ordre', { number: pharmacy.ordreNumber })}
      </p>
    </article>
  );
}

/** "Où le trouver": the partner pharmacies that list the product, in stock first. */
export function PharmacyAvailability({ availability }: { availability: ProductAvailability[] }) {
  const { t } = useTranslation('shop');
  return (
    <section aria-labelledby="availability-heading" className="flex flex-col gap-3">
      <h2 id="availability-heading" className="text-lg font-semibold">
        {t('availability.heading')}
      </h2>
      {availability.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center">{t('availability.empty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {availability.map((entry) => (
            <li key={entry.pharmacy.id}>
              <PharmacyEntry entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
