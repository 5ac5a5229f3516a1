import { SERVICE_CITIES } from '@sante/shared/constants';
import { CARER_SEXES, PROFESSIONS, SPECIALTIES } from '@sante/shared/doctor-constants';
import type { DoctorProfile, TDoctorProfileRequest, ZDoctorProfileRequestSchema } from '@sante/shared/doctor-schemas';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { LocationField } from '../../../components/location-field';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useSaveDoctorProfile } from '../api/doctor-profile';
import { ChoiceField, WholeNumberField } from './practice-fields';
import './register-doctor-profile-catalogues';

type Output = z.output<typeof ZDoctorProfileRequestSchema>;

const profileForm = lazyResolver(() => import('./profile-form-schema').then((m) => m.doctorProfileResolver));

const FIELDS = [
  'profession',
  'sex',
  'specialty',
  'licenceNumber',
  'city',
  'yearsOfExperience',
  'bio',
  'consultationFeeXaf',
  'homeVisitRadiusKm',
  'latitude',
  'longitude',
] as const;

type DoctorProfileFormProps = {
  profile: DoctorProfile | null;
  submitLabel: string;
  onSaved: (profile: DoctorProfile) => void;
};

/**
 * The professional profile a doctor or nurse completes: profession, specialty, licence, city, experience, and
 * the practice details that list them in the directory (fee, home-visit radius, position). The Ordre number and
 * the profession are read-only once saved: staff verify them and change them.
 */
export function DoctorProfileForm({ profile, submitLabel, onSaved }: DoctorProfileFormProps) {
  const { t } = useTranslation('doctorProfile');
  const { t: tc } = useTranslation();
  const save = useSaveDoctorProfile();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control: formControl,
    formState,
  } = useForm<TDoctorProfileRequest, unknown, Output>({
    resolver: profileForm.resolver,
    defaultValues: {
      profession: profile?.profession ?? ('' as TDoctorProfileRequest['profession']),
      sex: profile?.sex ?? '',
      specialty: profile?.specialty ?? ('' as TDoctorProfileRequest['specialty']),
      licenceNumber: profile?.licenceNumber ?? '',
      city: profile?.city ?? ('' as TDoctorProfileRequest['city']),
      yearsOfExperience: profile?.yearsOfExperience ?? '',
      bio: profile?.bio ?? '',
      consultationFeeXaf: profile?.consultationFeeXaf ?? '',
      homeVisitRadiusKm: profile?.homeVisitRadiusKm ?? '',
      latitude: profile?.latitude ?? null,
      longitude: profile?.longitude ?? null,
    },
  });
  const errors = formState.errors;
  /** Once the profile exists, the Ordre number and the profession are the administration's (ADR 032). */
  const locked = profile !== null;
  const [latitude, longitude, city] = useWatch({ control: formControl, name: ['latitude', 'longitude', 'city'] });

  const submit = async (values: Output) => {
    try {
      onSaved(await save.mutateAsync(values));
    } catch (failure) {
      applyServerErrors(failure, setError, FIELDS);
    }
  };

  return (
    <form noValidate onFocus={profileForm.preload} onSubmit={handleSubmit(submit)} className="flex flex-col gap-4">
      {locked ? (
        <FormField id="profession" label={t('fields.profession')} hint={t('fields.lockedHint')}>
          {(control) => (
            <>
              <Input {...control} readOnly value={t(`professions.${profile.profession}`)} />
              <input type="hidden" {...register('profession')} />
            </>
          )}
        </FormField>
      ) : (
        <ChoiceField
          id="profession"
          label={t('fields.profession')}
          errors={fieldMessages(tc, errors.profession)}
          registration={register('profession')}
          options={PROFESSIONS}
          optionLabel={(value) => t(`professions.${value}`)}
        />
      )}
      <ChoiceField
        id="sex"
        label={t('fields.sex')}
        hint={t('fields.sexHint')}
        errors={fieldMessages(tc, errors.sex)}
        registration={register('sex')}
        options={CARER_SEXES}
        optionLabel={(value) => t(`sexes.${value}`)}
      />
      <ChoiceField
        id="specialty"
        label={t('fields.specialty')}
        errors={fieldMessages(tc, errors.specialty)}
        registration={register('specialty')}
        options={SPECIALTIES}
        optionLabel={(value) => tc(`specialties.${value}`)}
      />
      <FormField
        id="licenceNumber"
        label={t('fields.licenceNumber')}
        hint={locked ? t('fields.lockedHint') : t('fields.licenceNumberHint')}
        errors={fieldMessages(tc, errors.licenceNumber)}
      >
        {(control) => <Input {...control} autoComplete="off" readOnly={locked} {...register('licenceNumber')} />}
      </FormField>
      <ChoiceField
        id="city"
        label={t('fields.city')}
        errors={fieldMessages(tc, errors.city)}
        registration={register('city')}
        options={SERVICE_CITIES}
        optionLabel={(value) => value}
      />
      <WholeNumberField
        id="yearsOfExperience"
        label={t('fields.yearsOfExperience')}
        errors={fieldMessages(tc, errors.yearsOfExperience)}
        registration={register('yearsOfExperience')}
        min={0}
        max={60}
      />
      <FormField id="bio" label={t('fields.bio')} hint={t('fields.bioHint')} errors={fieldMessages(tc, errors.bio)}>
        {(control) => <Textarea {...control} rows={4} {...register('bio')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <WholeNumberField
          id="consultationFeeXaf"
          label={t('fields.consultationFeeXaf')}
          hint={t('fields.consultationFeeXafHint')}
          errors={fieldMessages(tc, errors.consultationFeeXaf)}
          registration={register('consultationFeeXaf')}
          min={0}
          step={500}
        />
        <WholeNumberField
          id="homeVisitRadiusKm"
          label={t('fields.homeVisitRadiusKm')}
          hint={t('fields.homeVisitRadiusKmHint')}
          errors={fieldMessages(tc, errors.homeVisitRadiusKm)}
          registration={register('homeVisitRadiusKm')}
          min={0}
          max={100}
        />
      </div>
      <LocationField
        hint={t('fields.locationHint')}
        city={city ?? ''}
        value={latitude != null && longitude != null ? { latitude, longitude } : null}
        errors={[...fieldMessages(tc, errors.latitude), ...fieldMessages(tc, errors.longitude)]}
        onChange={(position) => {
          setValue('latitude', position?.latitude ?? null, { shouldDirty: true });
          setValue('longitude', position?.longitude ?? null, { shouldDirty: true });
        }}
      />
      <FormError error={save.error} fieldCodes={['validation_failed']} />
      <Button type="submit" disabled={save.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
