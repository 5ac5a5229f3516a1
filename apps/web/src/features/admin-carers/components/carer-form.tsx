import type {
  AdminCarerDetail,
  TAdminCarerCreateRequest,
  ZAdminCarerUpdateRequestSchema,
} from '@sante/shared/carer-schemas';
import { SERVICE_CITIES } from '@sante/shared/constants';
import { CARER_SEXES, PROFESSIONS, SPECIALTIES } from '@sante/shared/doctor-constants';
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
import { ChoiceField, WholeNumberField } from '../../doctors/components/practice-fields';
import './register-carers-catalogues';

export type CarerFormValues = TAdminCarerCreateRequest;
export type CarerFormOutput = z.output<typeof ZAdminCarerUpdateRequestSchema> & { email?: string; phone?: string };

const createForm = lazyResolver(() => import('./carer-form-schema').then((m) => m.carerCreateResolver));
const updateForm = lazyResolver(() => import('./carer-form-schema').then((m) => m.carerUpdateResolver));

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'profession',
  'sex',
  'specialty',
  'licenceNumber',
  'facility',
  'city',
  'zone',
  'yearsOfExperience',
  'bio',
  'consultationFeeXaf',
  'homeVisitRadiusKm',
  'latitude',
  'longitude',
] as const;

type CarerFormProps = {
  /** The carer edited; null creates one. */
  carer: AdminCarerDetail | null;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (values: CarerFormOutput) => Promise<unknown>;
};

function defaults(carer: AdminCarerDetail | null): CarerFormValues {
  const none = '' as never;
  return {
    firstName: carer?.firstName ?? '',
    lastName: carer?.lastName ?? '',
    email: carer?.email ?? '',
    phone: carer?.phone ?? '',
    profession: carer?.profession ?? none,
    sex: carer?.sex ?? '',
    specialty: carer?.specialty ?? none,
    licenceNumber: carer?.licenceNumber ?? '',
    facility: carer?.facility ?? '',
    city: (carer?.city as CarerFormValues['city'] | null) ?? none,
    zone: carer?.zone ?? '',
    yearsOfExperience: carer?.yearsOfExperience ?? '',
    bio: carer?.bio ?? '',
    consultationFeeXaf: carer?.consultationFeeXaf ?? '',
    homeVisitRadiusKm: carer?.homeVisitRadiusKm ?? '',
    latitude: carer?.latitude ?? null,
    longitude: carer?.longitude ?? null,
  };
}

/**
 * Staff's form of a doctor or nurse (`/admin/medecins/create`, `/admin/medecins/edit/{id}`): identity and contacts
 * (contacts only at creation: later they change through their owner), the professional profile with the Ordre
 * number and the facility, the neighbourhoods visited, the fee and the position that list the carer once verified.
 */
export function CarerForm({ carer, submitLabel, pending, error, onSubmit }: CarerFormProps) {
  const { t } = useTranslation('carers');
  const { t: tp } = useTranslation('doctorProfile');
  const { t: tc } = useTranslation();
  const form = carer ? updateForm : createForm;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control: formControl,
    formState: { errors },
  } = useForm<CarerFormValues, unknown, CarerFormOutput>({ resolver: form.resolver, defaultValues: defaults(carer) });
  const [latitude, longitude, city] = useWatch({ control: formControl, name: ['latitude', 'longitude', 'city'] });

  const submit = async (values: CarerFormOutput) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      applyServerErrors(failure, setError, FIELDS);
    }
  };
  const text = (name: 'firstName' | 'lastName' | 'facility' | 'zone', hint?: string) => (
    <FormField id={`carer-${name}`} label={t(`fields.${name}`)} hint={hint} errors={fieldMessages(tc, errors[name])}>
      {(control) => <Input {...control} autoComplete="off" {...register(name)} />}
    </FormField>
  );

  return (
    <form noValidate onFocus={form.preload} onSubmit={handleSubmit(submit)} className="flex flex-col gap-6">
      <fieldset className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">{t('sections.identity')}</legend>
        {text('firstName')}
        {text('lastName')}
        {carer ? (
          <p className="text-sm text-muted-foreground sm:col-span-2">
            {t('contactsReadOnly', { email: carer.email ?? '—', phone: carer.phone ?? '—' })}
          </p>
        ) : (
          <>
            <FormField
              id="carer-email"
              label={t('fields.email')}
              hint={t('fields.emailHint')}
              errors={fieldMessages(tc, errors.email)}
            >
              {(control) => <Input {...control} type="email" autoComplete="off" {...register('email')} />}
            </FormField>
            <FormField id="carer-phone" label={t('fields.phone')} errors={fieldMessages(tc, errors.phone)}>
              {(control) => <Input {...control} type="tel" autoComplete="off" {...register('phone')} />}
            </FormField>
          </>
        )}
        <ChoiceField
          id="carer-sex"
          label={tp('fields.sex')}
          errors={fieldMessages(tc, errors.sex)}
          registration={register('sex')}
          options={CARER_SEXES}
          optionLabel={(value) => tp(`sexes.${value}`)}
        />
      </fieldset>

      <fieldset className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">{t('sections.practice')}</legend>
        <ChoiceField
          id="carer-profession"
          label={tp('fields.profession')}
          errors={fieldMessages(tc, errors.profession)}
          registration={register('profession')}
          options={PROFESSIONS}
          optionLabel={(value) => tp(`professions.${value}`)}
        />
        <ChoiceField
          id="carer-specialty"
          label={tp('fields.specialty')}
          errors={fieldMessages(tc, errors.specialty)}
          registration={register('specialty')}
          options={SPECIALTIES}
          optionLabel={(value) => tc(`specialties.${value}`)}
        />
        <FormField
          id="carer-licenceNumber"
          label={tp('fields.licenceNumber')}
          hint={tp('fields.licenceNumberHint')}
          errors={fieldMessages(tc, errors.licenceNumber)}
        >
          {(control) => <Input {...control} autoComplete="off" {...register('licenceNumber')} />}
        </FormField>
        {text('facility', t('fields.facilityHint'))}
        <ChoiceField
          id="carer-city"
          label={tp('fields.city')}
          errors={fieldMessages(tc, errors.city)}
          registration={register('city')}
          options={SERVICE_CITIES}
          optionLabel={(value) => value}
        />
        {text('zone', t('fields.zoneHint'))}
        <WholeNumberField
          id="carer-yearsOfExperience"
          label={tp('fields.yearsOfExperience')}
          errors={fieldMessages(tc, errors.yearsOfExperience)}
          registration={register('yearsOfExperience')}
          min={0}
          max={60}
        />
        <WholeNumberField
          id="carer-consultationFeeXaf"
          label={tp('fields.consultationFeeXaf')}
          errors={fieldMessages(tc, errors.consultationFeeXaf)}
          registration={register('consultationFeeXaf')}
          min={0}
          step={500}
        />
        <WholeNumberField
          id="carer-homeVisitRadiusKm"
          label={tp('fields.homeVisitRadiusKm')}
          errors={fieldMessages(tc, errors.homeVisitRadiusKm)}
          registration={register('homeVisitRadiusKm')}
          min={0}
          max={100}
        />
        <FormField
          id="carer-bio"
          label={tp('fields.bio')}
          className="sm:col-span-2"
          errors={fieldMessages(tc, errors.bio)}
        >
          {(control) => <Textarea {...control} rows={3} {...register('bio')} />}
        </FormField>
        <div className="sm:col-span-2">
          <LocationField
            hint={t('fields.locationHint')}
            city={city}
            value={latitude != null && longitude != null ? { latitude, longitude } : null}
            errors={[...fieldMessages(tc, errors.latitude), ...fieldMessages(tc, errors.longitude)]}
            onChange={(position) => {
              setValue('latitude', position?.latitude ?? null, { shouldDirty: true });
              setValue('longitude', position?.longitude ?? null, { shouldDirty: true });
            }}
          />
        </div>
      </fieldset>
      <FormError error={error} fieldCodes={['validation_failed', 'email_exists', 'phone_exists']} />
      <Button type="submit" className="self-start" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
