import { BOOKING_PAYMENT_CHOICES, type BookingPaymentChoice } from '@sante/shared/booking-constants';
import { normaliseCameroonPhone } from '@sante/shared/phone';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { formatFcfa } from '../../../lib/format-money';
import { usePatientProfile } from '../../patient-profile/api/patient-profile';
import { useBookableDoctors, useCreateBooking, useServices } from '../api/bookings';
import { formatSlot } from '../lib/booking-days';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { flowFor, withBooking } from '../lib/booking-paths';
import { professionFor } from '../lib/service-kinds';
import { useCarerName } from './doctor-step';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b py-2 last:border-b-0 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium sm:text-right">{children}</dd>
    </div>
  );
}

/**
 * Last step: what was chosen, how long, how much, how to pay; "Confirmer" books (the idempotency key kept in
 * the draft makes a double tap or a retry return the same booking). A slot taken meanwhile sends the patient
 * back to the slots, read again.
 */
export function SummaryStep({ draft, update, back, onSlotTaken }: StepProps & { onSlotTaken: () => void }) {
  const { t, i18n } = useTranslation('booking');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const services = useServices();
  const profile = usePatientProfile();
  const service = services.data?.find((candidate) => candidate.id === draft.serviceId);
  const doctors = useBookableDoctors(draft.city, service ? professionFor(service.kind) : 'medecin');
  const doctor = doctors.data?.doctors.find((candidate) => candidate.id === draft.doctorId);
  const nameOf = useCarerName();
  const create = useCreateBooking();
  const [phoneError, setPhoneError] = useState(false);
  const phone = draft.phone || profile.data?.phone || '';

  if (!service || !draft.startsAt) return <Spinner label={t('loading')} className="py-8" />;
  const startsAt = draft.startsAt;
  const mobileMoney = draft.paymentChoice !== 'cash';

  const confirm = async () => {
    const normalised = normaliseCameroonPhone(phone);
    if (mobileMoney && !normalised) {
      setPhoneError(true);
      return;
    }
    setPhoneError(false);
    try {
      const booking = await create.mutateAsync({
        serviceId: service.id,
        kind: draft.kind,
        doctorId: draft.doctorId,
        startsAt,
        address: draft.kind === 'home_visit' ? draft.address : null,
        paymentChoice: draft.paymentChoice,
        idempotencyKey: draft.idempotencyKey,
      });
      update({ bookingId: booking.id, phone: normalised ?? phone });
      const flow = flowFor(draft.kind);
      void navigate(withBooking(mobileMoney ? flow.payment : flow.confirmation, booking.id));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'slot_unavailable') {
        update({ startsAt: null, idempotencyKey: newIdempotencyKey('booking') });
        await queryClient.invalidateQueries({ queryKey: ['doctors'] });
        await queryClient.invalidateQueries({ queryKey: ['availability'] });
        onSlotTaken();
      }
    }
  };

  const choosePayment = (choice: BookingPaymentChoice) => update({ paymentChoice: choice });
  const address = draft.address;

  return (
    <section className="flex flex-col gap-5">
      <dl className="rounded-xl border bg-card px-4 py-2">
        <Row label={t('summary.service')}>{i18n.language === 'en' ? service.nameEn : service.nameFr}</Row>
        <Row label={t('summary.doctor')}>{doctor ? nameOf(doctor) : t('doctor.firstAvailable')}</Row>
        <Row label={t('summary.when')}>{formatSlot(startsAt, i18n.language)}</Row>
        {draft.kind === 'home_visit' && address && (
          <Row label={t('summary.address')}>
            {address.neighbourhood}, {address.city} — {address.details}
          </Row>
        )}
        <Row label={t('summary.duration')}>{t('service.duration', { minutes: service.durationMinutes })}</Row>
        <Row label={t('summary.price')}>
          <span className="text-lg">{formatFcfa(service.priceXaf)}</span>
        </Row>
      </dl>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('summary.payment')}</legend>
        {BOOKING_PAYMENT_CHOICES.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-center gap-3 rounded-lg border bg-card p-3 has-checked:border-primary"
          >
            <input
              type="radio"
              name="payment-choice"
              value={choice}
              checked={draft.paymentChoice === choice}
              onChange={() => choosePayment(choice)}
              className="size-4 accent-primary"
            />
            <span>{t(`payment.choices.${choice}`)}</span>
          </label>
        ))}
      </fieldset>
      {mobileMoney && (
        <FormField
          id="payment-phone"
          label={t('summary.phone')}
          hint={t('summary.phoneHint')}
          errors={phoneError ? [tCommon('validation.invalidPhone')] : []}
        >
          {(field) => (
            <Input
              {...field}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => update({ phone: event.target.value })}
            />
          )}
        </FormField>
      )}
      <FormError
        error={create.error instanceof ApiError && create.error.code === 'slot_unavailable' ? null : create.error}
      />
      {create.error instanceof ApiError && create.error.code === 'phone_not_verified' && (
        <TextLink to="/patient/profil">{t('summary.verifyPhone')}</TextLink>
      )}
      <StepActions back={back}>
        <Button size="lg" disabled={create.isPending} onClick={() => void confirm()}>
          {create.isPending ? t('summary.confirming') : t('summary.confirm', { price: formatFcfa(service.priceXaf) })}
        </Button>
      </StepActions>
    </section>
  );
}
