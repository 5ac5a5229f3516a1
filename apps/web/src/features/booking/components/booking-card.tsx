import { isBookableVisitKind } from '@sante/shared/availability-constants';
import { trackingStepsFor, type BookingView } from '@sante/shared/booking-constants';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CarerPhoto } from '../../../components/carer-photo';
import { ContactLinks } from '../../../components/contact-links';
import { FormError } from '../../../components/form-error';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { APP_CONFIG } from '../../../lib/app-config';
import { cn } from '../../../lib/cn';
import { formatFcfa } from '../../../lib/format-money';
import { notifySuccess } from '../../../lib/notify';
import { useCarerName } from '../../../lib/use-carer-name';
import { useCancelBooking, useRescheduleBooking } from '../api/bookings';
import { formatSlot } from '../lib/booking-days';
import { paymentPathFor } from '../lib/booking-paths';
import { useBookAgain } from '../lib/use-book-again';
import { BookingDetails } from './booking-details';
import { enRouteKey, VisitEta } from './visit-eta';
import './register-booking-catalogues';

/** Downloaded when the patient asks to reschedule, not with the list. */
const SlotPicker = lazy(() => import('./slot-picker').then((module) => ({ default: module.SlotPicker })));
/** Downloaded only for a consultation with a signed prescription (ADR 034). */
const ConsultationPrescription = lazy(() =>
  import('../../prescriptions/components/patient-prescription').then((module) => ({
    default: module.ConsultationPrescription,
  })),
);

const STATUS_TONE: Record<BookingView['status'], string> = {
  pending: 'bg-muted text-foreground',
  confirmed: 'bg-primary/15 text-primary',
  completed: 'bg-success/15 text-success',
  cancelled: 'bg-destructive/10 text-destructive',
};

/** One booking in "Mes consultations": status, tracking, reference, details, and Annuler / Reporter if allowed. */
export function BookingCard({ booking }: { booking: BookingView }) {
  const { t, i18n } = useTranslation('booking');
  const [mode, setMode] = useState<'idle' | 'cancel' | 'reschedule'>('idle');
  const cancel = useCancelBooking();
  const reschedule = useRescheduleBooking();
  const bookAgain = useBookAgain();
  const headingId = `booking-${booking.id}`;
  const steps = trackingStepsFor(booking.kind);
  const reached = booking.trackingStep ? steps.indexOf(booking.trackingStep) : -1;
  const upcoming = (booking.status === 'pending' || booking.status === 'confirmed') && booking.trackingStep === null;
  const carerName = useCarerName();

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col">
          <h2 id={headingId} className="font-semibold">
            {i18n.language === 'en' ? booking.service.nameEn : booking.service.nameFr}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t(`kinds.${booking.kind}`)} · {t('confirmation.reference')}{' '}
            <span className="font-mono">{booking.reference}</span>
          </p>
        </div>
        <span className={cn('rounded-full px-3 py-1 text-xs font-semibold', STATUS_TONE[booking.status])}>
          {t(booking.releasedUnpaid ? 'status.releasedUnpaid' : `status.${booking.status}`)}
        </span>
      </header>
      {booking.status !== 'cancelled' && reached >= 0 && (
        <ol aria-label={t('tracking.label')} className="flex flex-col gap-1 text-sm sm:flex-row sm:gap-4">
          {steps.map((step, index) => (
            <li key={step} className={index <= reached ? 'font-medium text-primary' : 'text-muted-foreground'}>
              {index <= reached ? '● ' : '○ '}
              {step === 'prescription_ready' && booking.status === 'completed' && !booking.prescription
                ? t('tracking.noPrescription')
                : step === 'doctor_en_route' && booking.doctor
                  ? t('tracking.enRoute', { who: t(`eta.who.${enRouteKey(booking.doctor)}`) })
                  : t(`tracking.${step}`)}
            </li>
          ))}
        </ol>
      )}
      {booking.status === 'confirmed' && booking.trackingStep === 'doctor_en_route' && <VisitEta booking={booking} />}
      <BookingDetails booking={booking} withService={false} />
      {booking.careSummary && (
        <section
          aria-labelledby={`${headingId}-summary`}
          className="flex flex-col gap-1 rounded-lg bg-muted p-3 text-sm"
        >
          <h3 id={`${headingId}-summary`} className="font-semibold">
            {t('careSummary.title')}
          </h3>
          <p className="whitespace-pre-line">{booking.careSummary}</p>
        </section>
      )}
      {booking.prescription?.status === 'signed' ? (
        <Suspense fallback={null}>
          <ConsultationPrescription prescriptionId={booking.prescription.id} headingId={`${headingId}-prescription`} />
        </Suspense>
      ) : (
        booking.status === 'completed' && (
          <p className="text-sm text-muted-foreground">{t('tracking.noPrescriptionText')}</p>
        )
      )}
      {booking.doctor && booking.status !== 'cancelled' && (
        <div className="flex flex-wrap items-center gap-3">
          <CarerPhoto carer={booking.doctor} size="sm" />
          <ContactLinks
            name={carerName(booking.doctor)}
            phone={booking.contactPhone}
            writeTo={`/patient/messages?carer=${booking.doctor.id}`}
          />
        </div>
      )}
      {booking.payBy && (
        <div className="flex flex-col gap-2 rounded-lg border border-notice/40 bg-notice/10 p-3">
          <p className="text-sm">{t('payNow.notice', { when: formatSlot(booking.payBy, i18n.language) })}</p>
          <Link to={paymentPathFor(booking.kind, booking.id)} className={buttonVariants({ className: 'self-start' })}>
            {t('payNow.action', { price: formatFcfa(booking.priceXaf) })}
          </Link>
        </div>
      )}
      {booking.releasedUnpaid && isBookableVisitKind(booking.kind) && (
        <Button variant="outline" className="self-start" onClick={() => bookAgain(booking)}>
          {t('actions.bookAgain')}
        </Button>
      )}
      {upcoming && !booking.canChange && (
        <p className="text-sm">
          {t('change.tooLate')}{' '}
          {APP_CONFIG.emergencyPhone && (
            <a className="font-medium text-primary underline" href={`tel:${APP_CONFIG.emergencyPhone}`}>
              {t('change.call', { phone: APP_CONFIG.emergencyPhone })}
            </a>
          )}
        </p>
      )}
      {booking.canChange && mode === 'idle' && (
        <>
          <p className="text-sm text-muted-foreground">
            {t('change.until', { when: formatSlot(booking.patientChangeDeadline, i18n.language) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setMode('reschedule')}>
              {t('actions.reschedule')}
            </Button>
            <Button variant="outline" className="text-destructive" onClick={() => setMode('cancel')}>
              {t('actions.cancel')}
            </Button>
          </div>
        </>
      )}
      {mode === 'cancel' && (
        <div role="group" aria-label={t('actions.cancel')} className="flex flex-col gap-2 rounded-lg bg-muted p-3">
          <p className="text-sm">{t('cancel.question')}</p>
          {booking.paymentStatus === 'succeeded' && (
            <p className="text-sm">{t('cancel.refund', { price: formatFcfa(booking.priceXaf) })}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(booking.id, {
                  onSuccess: () => {
                    setMode('idle');
                    notifySuccess(t('cancel.done'));
                  },
                })
              }
            >
              {t('cancel.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setMode('idle')}>
              {t('cancel.keep')}
            </Button>
          </div>
        </div>
      )}
      {mode === 'reschedule' && (
        <div className="flex flex-col gap-3 rounded-lg border p-3">
          <p className="text-sm font-medium">{t('reschedule.title')}</p>
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <SlotPicker
              kind={booking.kind}
              doctorId={booking.doctor?.id ?? null}
              city={booking.address?.city ?? ''}
              selected={booking.startsAt}
              onSelect={(slot) =>
                reschedule.mutate(
                  { id: booking.id, startsAt: slot.startsAt },
                  {
                    onSuccess: () => {
                      setMode('idle');
                      notifySuccess(t('reschedule.done'));
                    },
                  },
                )
              }
            />
          </Suspense>
          <Button variant="ghost" onClick={() => setMode('idle')}>
            {t('reschedule.close')}
          </Button>
        </div>
      )}
      <FormError error={cancel.error ?? reschedule.error} />
    </article>
  );
}
