import { doualaToday } from '@sante/shared/calendar-date';
import { SERVICE_CITIES } from '@sante/shared/constants';
import { BLOOD_GROUPS, SEXES } from '@sante/shared/patient-constants';
import type { PatientProfile, TPatientProfileRequest, TPatientProfileValues } from '@sante/shared/patient-schemas';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { LocationField } from '../../../components/location-field';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useRevealFirstError } from '../../../lib/reveal-first-error';
import { useSavePatientProfile } from '../api/patient-profile';
import { FormSection } from './form-section';
import { HealthSummary } from './health-summary';
import { PhoneChange } from './phone-change';

const profileForm = lazyResolver(() => import('./profile-form-schema').then((m) => m.patientProfileResolver));

type Values = TPatientProfileRequest;

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'dateOfBirth',
  'sex',
  'bloodGroup',
  'city',
  'neighbourhood',
  'landmark',
  'latitude',
  'longitude',
  'emergencyContactName',
  'emergencyContactPhone',
  'emergencyContactRelation',
  'currentPassword',
] as const satisfies readonly (keyof Values)[];

function defaultsOf(profile: PatientProfile): Values {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email ?? '',
    dateOfBirth: profile.dateOfBirth ?? '',
    sex: profile.sex ?? '',
    bloodGroup: profile.bloodGroup ?? '',
    city: profile.city ?? '',
    neighbourhood: profile.neighbourhood ?? '',
    landmark: profile.landmark ?? '',
    latitude: profile.latitude,
    longitude: profile.longitude,
    emergencyContactName: profile.emergencyContactName ?? '',
    emergencyContactPhone: profile.emergencyContactPhone ?? '',
    emergencyContactRelation: profile.emergencyContactRelation ?? '',
    currentPassword: '',
  };
}

/** Identity, contact details, address, health details and emergency contact: one form, one save. */
export function PatientProfileForm({ profile }: { profile: PatientProfile }) {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  const save = useSavePatientProfile();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control: formControl,
    reset,
    formState,
  } = useForm<Values, unknown, TPatientProfileValues>({
    resolver: profileForm.resolver,
    defaultValues: defaultsOf(profile),
    shouldFocusError: false,
  });
  const errors = formState.errors;
  // An error near the bottom would stay under the sticky save bar on a phone.
  const formRef = useRevealFirstError(formState.submitCount, Object.keys(errors).length > 0);
  const messages = (name: (typeof FIELDS)[number]) => fieldMessages(tCommon, errors[name]);
  const [latitude, longitude, city, email] = useWatch({
    control: formControl,
    name: ['latitude', 'longitude', 'city', 'email'],
  });
  // A new e-mail needs the current password (ADR 022).
  const emailChanged = (email ?? '').trim().toLowerCase() !== (profile.email ?? '');

  const submit = async (values: TPatientProfileValues) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(defaultsOf(saved));
      notifySuccess(t('saved'));
    } catch (failure) {
      applyServerErrors(failure, setError, FIELDS, { email_exists: 'email' });
    }
  };

  const text = (name: (typeof FIELDS)[number], autoComplete: string, hint?: string) => (
    <FormField id={name} label={t(`fields.${name}` as 'fields.firstName')} hint={hint} errors={messages(name)}>
      {(control) => <Input {...control} autoComplete={autoComplete} {...register(name)} />}
    </FormField>
  );

  return (
    <form
      ref={formRef}
      noValidate
      onFocus={profileForm.preload}
      onSubmit={handleSubmit(submit)}
      className="flex flex-col gap-6"
    >
      <FormSection id="identite" title={t('sections.identity')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstName', 'given-name')}
          {text('lastName', 'family-name')}
        </div>
      </FormSection>

      <FormSection id="coordonnees" title={t('sections.contact')}>
        <PhoneChange phone={profile.phone} />
        <FormField id="email" label={t('fields.email')} hint={t('fields.emailHint')} errors={messages('email')}>
          {(control) => (
            <Input {...control} type="email" inputMode="email" autoComplete="email" {...register('email')} />
          )}
        </FormField>
        {emailChanged ? (
          <FormField
            id="currentPassword"
            label={t('fields.currentPassword')}
            hint={t('fields.currentPasswordHint')}
            errors={messages('currentPassword')}
          >
            {(control) => (
              <Input {...control} type="password" autoComplete="current-password" {...register('currentPassword')} />
            )}
          </FormField>
        ) : null}
      </FormSection>

      <FormSection id="adresse" title={t('sections.address')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="city" label={t('fields.city')} errors={messages('city')}>
            {(control) => (
              <Select {...control} autoComplete="address-level2" {...register('city')}>
                <option value="">{t('choose')}</option>
                {SERVICE_CITIES.map((city) => (
                  <option key={city} value={city}>
                    {city}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          {text('neighbourhood', 'address-level3')}
        </div>
        {text('landmark', 'off', t('fields.landmarkHint'))}
        <LocationField
          hint={t('location.hint')}
          city={city ?? ''}
          value={latitude != null && longitude != null ? { latitude, longitude } : null}
          errors={[...messages('latitude'), ...messages('longitude')]}
          onChange={(position) => {
            setValue('latitude', position?.latitude ?? null, { shouldDirty: true });
            setValue('longitude', position?.longitude ?? null, { shouldDirty: true });
          }}
        />
      </FormSection>

      <FormSection id="sante" title={t('sections.health')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id="dateOfBirth" label={t('fields.dateOfBirth')} errors={messages('dateOfBirth')}>
            {(control) => (
              <Input {...control} type="date" max={doualaToday()} autoComplete="bday" {...register('dateOfBirth')} />
            )}
          </FormField>
          <FormField id="sex" label={t('fields.sex')} errors={messages('sex')}>
            {(control) => (
              <Select {...control} {...register('sex')}>
                <option value="">{t('choose')}</option>
                {SEXES.map((sex) => (
                  <option key={sex} value={sex}>
                    {t(`sexes.${sex}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="bloodGroup" label={t('fields.bloodGroup')} errors={messages('bloodGroup')}>
            {(control) => (
              <Select {...control} {...register('bloodGroup')}>
                <option value="">{t('choose')}</option>
                {BLOOD_GROUPS.map((group) => (
                  <option key={group} value={group}>
                    {group === 'unknown' ? t('bloodGroupUnknown') : group}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        <HealthSummary />
      </FormSection>

      <FormSection id="contact-urgence" title={t('sections.emergency')} description={t('emergencyIntro')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('emergencyContactName', 'off')}
          <FormField
            id="emergencyContactPhone"
            label={t('fields.emergencyContactPhone')}
            hint={t('auth.fields.phoneHint', { ns: 'common' })}
            errors={messages('emergencyContactPhone')}
          >
            {(control) => <Input {...control} type="tel" inputMode="tel" {...register('emergencyContactPhone')} />}
          </FormField>
        </div>
        {text('emergencyContactRelation', 'off', t('fields.emergencyContactRelationHint'))}
      </FormSection>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <FormError error={save.error} fieldCodes={['validation_failed', 'email_exists', 'invalid_credentials']} />
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-fit">
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
