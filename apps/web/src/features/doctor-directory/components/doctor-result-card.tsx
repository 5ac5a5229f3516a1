import type { PublicDoctor } from '@sante/shared/directory-schemas';
import { MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatFcfa } from '../../../lib/format-money';

/** "Dr Solange Ekane" for a doctor, the plain name for a nurse. */
export function useCarerName() {
  const { t } = useTranslation('directory');
  return (doctor: Pick<PublicDoctor, 'profession' | 'firstName' | 'lastName'>) =>
    t(doctor.profession === 'medecin' ? 'results.doctorName' : 'results.nurseName', {
      firstName: doctor.firstName,
      lastName: doctor.lastName,
    });
}

/** One decimal, in the interface language: "4,8" in French. */
export function formatDecimal(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** One result of the directory: who, what, where, how far, how much, how rated. */
export function DoctorResultCard({ doctor }: { doctor: PublicDoctor }) {
  const { t, i18n } = useTranslation('directory');
  const { t: tCommon } = useTranslation();
  const nameOf = useCarerName();
  const average = doctor.ratingAverage === null ? null : formatDecimal(doctor.ratingAverage, i18n.language);

  return (
    <article className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4 text-card-foreground">
      <h3 className="text-lg leading-tight font-semibold">{nameOf(doctor)}</h3>
      <p className="text-sm text-muted-foreground">
        {tCommon(`specialties.${doctor.specialty}`)} · {doctor.city} ·{' '}
        {t('results.experience', { count: doctor.yearsOfExperience })}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold">{t('results.fee', { fee: formatFcfa(doctor.consultationFeeXaf) })}</span>
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
    </article>
  );
}
