import { SERVICE_CITIES } from '@sante/shared/constants';
import {
  BOOKING_PAYMENT_CHOICES,
  BOOKING_REASON_MAX,
  type BookingPaymentChoice,
} from '@sante/shared/booking-constants';
import { normaliseCameroonPhone } from '@sante/shared/phone';
import { useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { FilePickerLabel } from '../../../components/ui/file-picker-label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api-client';
import { formatFcfa } from '../../../lib/format-money';
import { useSaveOwnAddress } from '../api/save-own-address';
import {
  useAttachPrescriptionPhoto,
  useBookableDoctors,
  useBookingPeople,
  useCreateBooking,
  useServices,
} from '../api/bookings';
import { MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';
import { formatSlot } from '../lib/booking-days';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { bookingAuthPath, flowFor, paymentPathFor, withBooking } from '../lib/booking-paths';
import { useOwnProfile } from '../lib/use-own-profile';
import { isNewAddress } from '../lib/address-memory';
import { professionFor } from '../lib/service-kinds';
import { useCarerName } from '../../../lib/use-carer-name';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';
import { useMessageTexts } from '../../../lib/use-message-texts';

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
 * back to the slots, read again. A visitor sees the same summary and identifies here (`/booking/auth`, then back
 * to this step with the draft kept). A home visit's address that differs from the profile's is offered to it.
 */
export function SummaryStep({ draft, update, back, onSlotTaken }: StepProps & { onSlotTaken: () => void }) {
  const { t, i18n } = useTranslation('booking');
  const { t: tCommon } = useTranslation();
  useMessageTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const services = useServices();
  const location = useLocation();
  const { profile, isPatient, loading } = useOwnProfile();
  const saveAddress = useSaveOwnAddress();
  const service = services.data?.find((candidate) => candidate.id === draft.serviceId);
  const doctors = useBookableDoctors(draft.city, service ? professionFor(service.kind) : 'medecin');
  const doctor = doctors.data?.doctors.find((candidate) => candidate.id === draft.doctorId);
  const nameOf = useCarerName();
  const create = useCreateBooking();
  const attachPhoto = useAttachPrescriptionPhoto();
  const people = useBookingPeople(isPatient);
  // A File cannot be kept in the stored draft: the photo is chosen here, once identified, and sent after booking.
  const [photo, setPhoto] = useState<File | null>(null);
  const [phoneError, setPhoneError] = useState(false);
  const phone = draft.phone || profile?.phone || '';
  const offerAddress = isPatient && draft.kind === 'home_visit' && isNewAddress(draft.address, profile);
  const [keepAddress, setKeepAddress] = useState<boolean | null>(null);
  const keep = keepAddress ?? !profile?.neighbourhood;

  const dependants = (people.data ?? []).filter((person) => person.dependentId !== null);
  // The patient's number is read before "Confirmer" can use it.
  if (!service || !draft.startsAt || loading) return <Spinner label={t('loading')} className="py-8" />;
  const startsAt = draft.startsAt;
  // A video consultation is paid by Mobile Money before the call, never on site (ADR 030).
  const video = draft.kind === 'teleconsultation';
  const paymentChoice = video && draft.paymentChoice === 'cash' ? 'mtn_momo' : draft.paymentChoice;
  const paymentChoices = BOOKING_PAYMENT_CHOICES.filter((choice) => !video || choice !== 'cash');
  const mobileMoney = paymentChoice !== 'cash';

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
        paymentChoice,
        ...(draft.reason.trim() ? { reason: draft.reason.trim() } : {}),
        dependentId: dependants.some((person) => person.dependentId === draft.dependentId) ? draft.dependentId : null,
        idempotencyKey: draft.idempotencyKey,
      });
      update({ bookingId: booking.id, phone: normalised ?? phone });
      // The booking stands without the photo: a refused file is said, never blocks the payment.
      if (photo) await attachPhoto.mutateAsync({ bookingId: booking.id, file: photo }).catch(() => undefined);
      // Kept in the profile for the next booking; the booking itself never waits for it nor fails with it.
      const city = SERVICE_CITIES.find((candidate) => candidate === draft.address?.city);
      if (offerAddress && keep && draft.address && city) {
        const { neighbourhood, details, latitude, longitude } = draft.address;
        saveAddress.mutate({ city, neighbourhood, landmark: details, latitude, longitude });
      }
      const flow = flowFor(draft.kind);
      void navigate(mobileMoney ? paymentPathFor(draft.kind, booking.id) : withBooking(flow.confirmation, booking.id), {
        state: { fromSummary: true },
      });
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
  const forWhom = (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{t('summary.forWhom')}</legend>
      {[null, ...dependants.map((person) => person.dependentId)].map((dependentId) => {
        const person = dependants.find((candidate) => candidate.dependentId === dependentId);
        return (
          <label
            key={dependentId ?? 'me'}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-card p-3 has-checked:border-primary"
          >
            <input
              type="radio"
              name="booking-for-whom"
              checked={(draft.dependentId ?? null) === dependentId}
              onChange={() => update({ dependentId })}
              className="size-4 accent-primary"
            />
            <span>
              {person
                ? t('summary.forDependant', { name: `${person.firstName} ${person.lastName ?? ''}`.trim() })
                : t('summary.forMe')}
            </span>
          </label>
        );
      })}
      <TextLink to="/patient/calendrier-vaccinal">{t('summary.addDependant')}</TextLink>
    </fieldset>
  );
  const photoField = (
    <FormField
      id="booking-prescription-photo"
      label={t('summary.photo')}
      hint={t('summary.photoHint')}
      errors={attachPhoto.error ? [t('summary.photoError')] : []}
    >
      {(control) => (
        <div className="flex flex-col gap-1">
          <input
            {...control}
            type="file"
            accept={MEDICAL_DOCUMENT_LIMITS.mimeTypes.join(',')}
            className="peer sr-only"
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          />
          <FilePickerLabel htmlFor={control.id} className="self-start">
            <Camera aria-hidden="true" />
            {t(photo ? 'summary.photoChange' : 'summary.photoChoose')}
          </FilePickerLabel>
          {photo && (
            <p className="text-sm break-all" aria-live="polite">
              {t('summary.photoChosen', { name: photo.name })}
            </p>
          )}
        </div>
      )}
    </FormField>
  );
  const address = draft.address;

  const recap = (
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
  );
  const reason = (
    <FormField id="booking-reason" label={t('summary.reason')} hint={t('summary.reasonHint')}>
      {(control) => (
        <Textarea
          {...control}
          rows={3}
          maxLength={BOOKING_REASON_MAX}
          value={draft.reason}
          onChange={(event) => update({ reason: event.target.value })}
        />
      )}
    </FormField>
  );

  if (!isPatient) {
    return (
      <section className="flex flex-col gap-5">
        {recap}
        {reason}
        <p className="text-sm text-muted-foreground">{t('summary.identifyHint')}</p>
        <p className="text-sm text-muted-foreground">{t('summary.photoAfterIdentify')}</p>
        <StepActions back={back}>
          <Button size="lg" onClick={() => void navigate(bookingAuthPath(`${location.pathname}${location.search}`))}>
            {t('summary.identify')}
          </Button>
        </StepActions>
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-5">
      {recap}
      {forWhom}
      {reason}
      {photoField}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('summary.payment')}</legend>
        {paymentChoices.map((choice) => (
          <label
            key={choice}
            className="flex cursor-pointer items-center gap-3 rounded-lg border bg-card p-3 has-checked:border-primary"
          >
            <input
              type="radio"
              name="payment-choice"
              value={choice}
              checked={paymentChoice === choice}
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
      {offerAddress && (
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border bg-card p-3">
          <input
            type="checkbox"
            checked={keep}
            onChange={(event) => setKeepAddress(event.target.checked)}
            className="mt-1 size-4 accent-primary"
          />
          <span>{t(profile?.neighbourhood ? 'summary.replaceAddress' : 'summary.keepAddress')}</span>
        </label>
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
