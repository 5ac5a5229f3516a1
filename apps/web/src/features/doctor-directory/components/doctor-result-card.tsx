import type { DirectoryDoctor, DirectoryPrice } from '@sante/shared/directory-schemas';
import { CalendarClock, MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CarerPhoto } from '../../../components/carer-photo';
import { Button } from '../../../components/ui/button';
import { formatFcfa } from '../../../lib/format-money';
import { formatWhen } from '../../../lib/format-when';
import { useCarerName } from '../../../lib/use-carer-name';
import { useBookWithCarer } from '../../booking/lib/use-book-with-carer';
import { numberFormat } from '@sante/shared/intl-formats';

/** One decimal, in the interface language: "4,8" in French. */
export function formatDecimal(value: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** "À partir de 4 000 FCFA", or "Tarif : 20 000 FCFA": what a booking with the carer is charged. */
export function usePriceLabel() {
  const { t } = useTranslation('directory');
  return (price: DirectoryPrice) =>
    t(price.startingFrom ? 'results.priceFrom' : 'results.price', { price: formatFcfa(price.xaf) });
}

/** One result of the directory: who, what, where, when, how far, how much, how rated; "Réserver" with them. */
export function DoctorResultCard({ doctor }: { doctor: DirectoryDoctor }) {
  const { t, i18n } = useTranslation('directory');
  const { t: tCommon } = useTranslation();
  const nameOf = useCarerName();
  const priceLabel = usePriceLabel();
  const book = useBookWithCarer();
  const average = doctor.ratingAverage === null ? null : formatDecimal(doctor.ratingAverage, i18n.language);

  return (
    <article className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4 text-card-foreground">
      <div className="flex items-center gap-3">
        <CarerPhoto carer={doctor} />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="text-lg leading-tight font-semibold">{nameOf(doctor)}</h3>
          <p className="text-sm text-muted-foreground">
            {tCommon(`specialties.${doctor.specialty}`)} · {doctor.city} ·{' '}
            {t('results.experience', { count: doctor.yearsOfExperience })}
          </p>
        </div>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {doctor.price && <span className="font-semibold">{priceLabel(doctor.price)}</span>}
        {doctor.distanceKm !== null && (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {t('results.distance', { distance: formatDecimal(doctor.distanceKm, i18n.language) })}
          </span>
        )}
        {average === null ? (
          <span className="text-muted-foreground">{t('results.noReviews')}</span>
        ) : (
          <span
            className="inline-flex items-center gap-1"
            aria-label={t('results.ratingLabel', { average, count: doctor.ratingCount })}
          >
            <Star aria-hidden="true" className="size-4 fill-current text-amber-500" />
            <span aria-hidden="true">{t('results.rating', { average, count: doctor.ratingCount })}</span>
          </span>
        )}
      </div>
      {doctor.homeVisitRadiusKm !== null && (
        <p className="text-sm text-muted-foreground">
          {t('results.homeVisitRadius', { radius: doctor.homeVisitRadiusKm })}
        </p>
      )}
      {doctor.nextAvailableAt && (
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium">
          <CalendarClock aria-hidden="true" className="size-4 text-primary" />
          {t('results.nextAvailable', { when: formatWhen(doctor.nextAvailableAt, i18n.language) })}
        </p>
      )}
      {doctor.price && (
        <Button
          className="mt-2 w-full sm:w-fit"
          aria-label={t('results.bookWith', { name: nameOf(doctor) })}
          onClick={() => book(doctor)}
        >
          {t('results.book')}
        </Button>
      )}
    </article>
  );
}
