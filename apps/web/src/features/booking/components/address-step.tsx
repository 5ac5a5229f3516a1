import { SERVICE_CITIES } from '@sante/shared/constants';
import type { BookingAddress } from '@sante/shared/booking-constants';
import type { ZBookingAddressSchema } from '@sante/shared/booking-schemas';
import type { z } from 'zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocationField } from '../../../components/location-field';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useOwnProfile } from '../lib/use-own-profile';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

type AddressInput = z.input<typeof ZBookingAddressSchema>;

const addressForm = lazyResolver<AddressInput, BookingAddress>(() =>
  import('./address-form-schema').then((module) => module.bookingAddressResolver),
);

/**
 * Step 4 (home visits): where to come, prefilled from the signed-in patient's profile (quartier, point de repère,
 * position) when that address is in the booking's city; a visitor types it.
 */
export function AddressStep(props: StepProps) {
  const { t } = useTranslation('booking');
  const { profile, loading } = useOwnProfile();
  if (loading && !props.draft.address) return <Spinner label={t('loading')} className="py-8" />;
  const city = props.draft.city || profile?.city || SERVICE_CITIES[0];
  const saved = profile && profile.city === city ? profile : undefined;
  const initial: BookingAddress = props.draft.address ?? {
    city,
    neighbourhood: saved?.neighbourhood ?? '',
    details: saved?.landmark ?? '',
    latitude: saved?.latitude ?? null,
    longitude: saved?.longitude ?? null,
  };
  const prefilled = !props.draft.address && Boolean(saved?.neighbourhood || saved?.landmark);
  return <AddressForm {...props} initial={initial} prefilled={prefilled} />;
}

function AddressForm({
  update,
  next,
  back,
  initial,
  prefilled,
}: StepProps & { initial: BookingAddress; prefilled: boolean }) {
  const { t } = useTranslation('booking');
  const { t: tCommon } = useTranslation();
  const { register, handleSubmit, setValue, control, formState } = useForm<AddressInput, unknown, BookingAddress>({
    resolver: addressForm.resolver,
    defaultValues: initial,
  });
  const [latitude, longitude, city] = useWatch({ control, name: ['latitude', 'longitude', 'city'] });
  const errors = (name: keyof AddressInput) => fieldMessages(tCommon, formState.errors[name]);

  const onValid = (address: BookingAddress) => {
    update({ address });
    next();
  };

  return (
    <form noValidate onFocus={addressForm.preload} onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      {prefilled && <p className="text-sm text-muted-foreground">{t('address.prefilled')}</p>}
      <FormField id="address-city" label={t('address.city')} errors={errors('city')}>
        {(field) => (
          <Select {...field} {...register('city')}>
            {SERVICE_CITIES.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="address-neighbourhood" label={t('address.neighbourhood')} errors={errors('neighbourhood')}>
        {(field) => <Input {...field} autoComplete="address-level3" maxLength={120} {...register('neighbourhood')} />}
      </FormField>
      <FormField
        id="address-details"
        label={t('address.details')}
        hint={t('address.detailsHint')}
        errors={errors('details')}
      >
        {(field) => <Input {...field} autoComplete="street-address" maxLength={300} {...register('details')} />}
      </FormField>
      <LocationField
        hint={t('address.position')}
        city={city ?? ''}
        value={latitude != null && longitude != null ? { latitude, longitude } : null}
        errors={[...errors('latitude'), ...errors('longitude')]}
        onChange={(position) => {
          setValue('latitude', position?.latitude ?? null);
          setValue('longitude', position?.longitude ?? null);
        }}
      />
      <StepActions back={back}>
        <Button type="submit">{t('actions.continue')}</Button>
      </StepActions>
    </form>
  );
}
