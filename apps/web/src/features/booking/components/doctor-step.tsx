import { SERVICE_CITIES } from '@sante/shared/constants';
import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatWhen } from '../../../lib/format-when';
import { useBookableDoctors, useServices } from '../api/bookings';
import { professionFor } from '../lib/service-kinds';
import { ChoiceCard } from './choice-card';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { useOwnProfile } from '../lib/use-own-profile';
import { useCarerName } from '../../../lib/use-carer-name';
import { CarerPhoto } from '../../../components/carer-photo';
import { numberFormat } from '@sante/shared/intl-formats';

/**
 * Step 2: a doctor (or nurse) of the city with free hours in the next 14 days, with their next free slot, or
 * "Premier disponible" (the server picks one free at that time).
 */
export function DoctorStep({ draft, update, next, back }: StepProps) {
  const { t, i18n } = useTranslation('booking');
  const { t: tCommon } = useTranslation();
  const { profile } = useOwnProfile();
  const services = useServices();
  const service = services.data?.find((candidate) => candidate.id === draft.serviceId);
  // A video consultation is given from anywhere: no city (ADR 030).
  const video = draft.kind === 'teleconsultation';
  const city = video ? '' : draft.city || profile?.city || SERVICE_CITIES[0];
  const profession = service ? professionFor(service.kind) : 'medecin';
  const doctors = useBookableDoctors(city, profession, draft.kind, draft.serviceId);
  const nameOf = useCarerName();

  const choose = (doctorId: string | null) => {
    const changed = !draft.doctorChosen || doctorId !== draft.doctorId;
    update({ city, doctorChosen: true, doctorId, ...(changed ? { startsAt: null } : {}) });
    next();
  };

  return (
    <section className="flex flex-col gap-4">
      {!video && (
        <FormField id="booking-city" label={t('doctor.city')}>
          {(control) => (
            <Select
              {...control}
              value={city}
              onChange={(event) => update({ city: event.target.value, doctorChosen: false, doctorId: null })}
            >
              {SERVICE_CITIES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      <ChoiceCard
        selected={draft.doctorChosen && draft.doctorId === null}
        onSelect={() => choose(null)}
        title={
          <span className="flex items-center gap-2">
            <Zap aria-hidden="true" className="size-4 text-primary" />
            {t('doctor.firstAvailable')}
          </span>
        }
      >
        <span className="text-sm text-muted-foreground">{t('doctor.firstAvailableHint')}</span>
      </ChoiceCard>
      {doctors.isPending && <Spinner label={t('loading')} className="py-6" />}
      {doctors.isError && (
        <QueryError error={doctors.error} onRetry={() => void doctors.refetch()} retrying={doctors.isFetching} />
      )}
      {doctors.data?.doctors.length === 0 && <Alert>{t('doctor.none')}</Alert>}
      <ul className="flex flex-col gap-3">
        {doctors.data?.doctors.map((doctor) => (
          <li key={doctor.id}>
            <ChoiceCard
              selected={draft.doctorChosen && draft.doctorId === doctor.id}
              onSelect={() => choose(doctor.id)}
              title={nameOf(doctor)}
              media={<CarerPhoto carer={doctor} />}
            >
              <span className="text-sm text-muted-foreground">
                {tCommon(`specialties.${doctor.specialty}`)} ·{' '}
                {t('doctor.experience', { count: doctor.yearsOfExperience })}
              </span>
              {doctor.nextAvailableAt && (
                <span className="text-sm font-medium">
                  {t('doctor.nextAvailable', { when: formatWhen(doctor.nextAvailableAt, i18n.language) })}
                </span>
              )}
              {doctor.distanceKm !== null && (
                <span className="text-sm text-muted-foreground">
                  {t('doctor.distance', { km: Math.round(doctor.distanceKm * 10) / 10 })}
                </span>
              )}
              <span className="text-sm text-muted-foreground">
                {doctor.ratingAverage === null
                  ? t('doctor.noReviews')
                  : t('doctor.rating', {
                      average: numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(doctor.ratingAverage),
                      count: doctor.ratingCount,
                    })}
              </span>
            </ChoiceCard>
          </li>
        ))}
      </ul>
      <StepActions back={back} />
    </section>
  );
}
