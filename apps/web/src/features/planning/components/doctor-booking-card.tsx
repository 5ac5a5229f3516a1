import type { BookingView } from '@sante/shared/booking-constants';
import { BookingRequestFacts } from '../../../components/booking-request-facts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactLinks } from '../../../components/contact-links';
import { HelpLine } from '../../../components/help-line';
import { Alert } from '../../../components/ui/alert';
import { FileText, NotebookPen, Pill, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatFcfa } from '../../../lib/format-money';
import { errorMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSettleCash } from '../api/bookings';
import { doualaTime } from '../booking-time';
import { canSettleCash, paymentStatusKey, prescribes } from '../booking-rules';
import { BookingAddress } from './booking-address';
import { BookingBadges } from './booking-badges';
import { ActionDialog } from './action-dialog';
import { VisitSteps } from './visit-steps';

/** Downloaded when the carer opens the note, not with the planning. */
const ConsultationNoteForm = lazy(() =>
  import('./consultation-note-form').then((module) => ({ default: module.ConsultationNoteForm })),
);

/** Downloaded when the doctor opens the prescription (ADR 034). */
const PrescriptionForm = lazy(() =>
  import('../../prescriptions/components/prescription-form').then((module) => ({ default: module.PrescriptionForm })),
);

/** One visit in the doctor's planning: who, what, where, its progress and the next button to press. */
export function DoctorBookingCard({ booking, headingLevel }: { booking: BookingView; headingLevel: 3 | 4 }) {
  const { t, i18n } = useTranslation('planning');
  const settle = useSettleCash();
  const { t: tc } = useTranslation();
  const showError = (error: unknown) => notifyError(errorMessage(tc, error));
  const [confirmingCash, setConfirmingCash] = useState(false);
  const [writingNote, setWritingNote] = useState(false);
  const [prescribing, setPrescribing] = useState(false);
  // The note is written while the care relationship holds (the visit's window), never on a cancelled visit.
  const mayWriteNote = booking.status !== 'cancelled' && booking.patient.hasAllergies !== null;
  const language = i18n.language;
  const service = language.startsWith('en') ? booking.service.nameEn : booking.service.nameFr;
  const headingId = `booking-${booking.id}`;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const patientName = `${booking.patient.firstName} ${booking.patient.lastName}`;
  const recordPath = `/dashboard-medecin/patients/${booking.patient.id}/dossier`;
  // A suspended patient's kept visit (ADR 061): no contact but the team's, no record to open.
  const suspended = booking.patient.suspended;
  const allergies = (
    <>
      <TriangleAlert aria-hidden="true" className="size-4" />
      {t('booking.allergies')}
    </>
  );
  const allergiesClass =
    'inline-flex min-h-8 items-center gap-1 rounded-md bg-destructive/10 px-2 font-medium text-destructive';

  const collectCash = () => {
    if (!booking.paymentId) return;
    settle.mutate(booking.paymentId, {
      onSuccess: () => {
        setConfirmingCash(false);
        notifySuccess(t('done.settleCash'));
      },
      onError: showError,
    });
  };

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col">
          <p className="text-sm font-semibold tabular-nums">
            {t('booking.timeRange', {
              start: doualaTime(booking.startsAt, language),
              end: doualaTime(booking.endsAt, language),
            })}
          </p>
          <Heading id={headingId} className="text-lg leading-tight font-semibold">
            {patientName}
          </Heading>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {booking.patient.age !== null && <span>{t('booking.age', { count: booking.patient.age })}</span>}
            {booking.patient.hasAllergies &&
              (suspended ? (
                <span className={allergiesClass}>{allergies}</span>
              ) : (
                <Link
                  to={recordPath}
                  aria-label={t('booking.allergiesLabel', { name: patientName })}
                  className={allergiesClass}
                >
                  {allergies}
                </Link>
              ))}
          </p>
        </div>
        <BookingBadges status={booking.status} step={booking.trackingStep} />
      </header>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t('booking.reason')}</dt>
        <dd className={booking.reason ? 'whitespace-pre-line' : 'text-muted-foreground'}>
          {booking.reason ?? t('booking.noReason')}
        </dd>
        <BookingRequestFacts booking={booking} />
        <dt className="text-muted-foreground">{t('booking.service')}</dt>
        <dd>
          {service} · {t(`kinds.${booking.kind}`)}
        </dd>
        {booking.kind === 'home_visit' && (
          <>
            <dt className="text-muted-foreground">{t('booking.address')}</dt>
            <dd>
              <BookingAddress booking={booking} />
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">{t('booking.payment')}</dt>
        <dd>
          {formatFcfa(booking.priceXaf)} · {t(`paymentChoices.${booking.paymentChoice}`)} (
          {t(`paymentStatuses.${paymentStatusKey(booking.paymentStatus)}`)})
        </dd>
        <dt className="text-muted-foreground">{t('booking.reference')}</dt>
        <dd className="font-mono">{booking.reference}</dd>
      </dl>
      {suspended && booking.status !== 'cancelled' && (
        <Alert>
          <p className="font-medium">{t('booking.suspended')}</p>
          <HelpLine intro={t('booking.suspendedCall')} />
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        {booking.status !== 'cancelled' && !suspended && (
          <ContactLinks
            name={patientName}
            phone={booking.contactPhone}
            writeTo={`/dashboard-medecin/messagerie?patient=${booking.patient.id}`}
          />
        )}
        {booking.patient.hasAllergies !== null && !suspended && (
          <Link
            to={recordPath}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            aria-label={t('booking.recordOf', { name: patientName })}
          >
            <FileText aria-hidden="true" />
            {t('booking.record')}
          </Link>
        )}
      </div>
      <VisitSteps
        booking={booking}
        headingId={headingId}
        extra={
          canSettleCash(booking) && (
            <Button size="lg" variant="outline" onClick={() => setConfirmingCash(true)}>
              {t('actions.settleCash')}
            </Button>
          )
        }
      />
      {mayWriteNote && (
        <div className="flex flex-col gap-3 border-t pt-3">
          <Button
            variant="ghost"
            className="self-start"
            aria-expanded={writingNote}
            onClick={() => setWritingNote((open) => !open)}
          >
            <NotebookPen aria-hidden="true" />
            {t(writingNote ? 'note.close' : 'note.open')}
          </Button>
          {writingNote && (
            <Suspense fallback={<Spinner label={t('note.loading')} />}>
              <ConsultationNoteForm bookingId={booking.id} bookingReason={booking.reason} />
            </Suspense>
          )}
        </div>
      )}
      {mayWriteNote && prescribes(booking) && (
        <div className="flex flex-col gap-3 border-t pt-3">
          <Button
            variant="ghost"
            className="self-start"
            aria-expanded={prescribing}
            onClick={() => setPrescribing((open) => !open)}
          >
            <Pill aria-hidden="true" />
            {t(prescribing ? 'booking.prescriptionClose' : 'booking.prescriptionOpen')}
          </Button>
          {prescribing && (
            <Suspense fallback={<Spinner label={t('booking.prescriptionLoading')} />}>
              <PrescriptionForm bookingId={booking.id} />
            </Suspense>
          )}
        </div>
      )}
      <ActionDialog
        open={confirmingCash}
        title={t('actions.settleCash')}
        description={t('actions.settleCashConfirm', { amount: formatFcfa(booking.priceXaf) })}
        confirmLabel={t('actions.settleCash')}
        onConfirm={collectCash}
        onClose={() => setConfirmingCash(false)}
        pending={settle.isPending}
      />
    </article>
  );
}
