import {
  EN_ROUTE_OPENS_MINUTES_BEFORE,
  stepTooEarly,
  undoableUntil,
  type BookingView,
} from '@sante/shared/booking-constants';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useNow } from '../../../lib/use-now';
import { useBookingAction } from '../api/bookings';
import { doualaTime } from '../booking-time';
import { canComplete, nextDoctorAction, type NextDoctorAction } from '../booking-rules';
import { ActionDialog } from './action-dialog';

type Move = NonNullable<NextDoctorAction>;
const keyOf = (move: Move) => (move.type === 'tracking' ? move.step : 'complete');

/**
 * The visit's steps on the doctor's card (issue #13): the next one (and « Terminer » beside « Ordonnance prête »),
 * each confirmed first, disabled with the reason while its time has not come (« en route » two hours before the
 * start, the end from the start), and « Annuler » for 30 seconds after it, before the patient is told.
 * `extra`: the other buttons of the row (cash).
 */
export function VisitSteps({
  booking,
  headingId,
  extra,
}: {
  booking: BookingView;
  headingId: string;
  extra: ReactNode;
}) {
  const { t, i18n } = useTranslation('planning');
  const { t: tc } = useTranslation();
  const action = useBookingAction();
  const [confirming, setConfirming] = useState<Move | null>(null);
  const undoUntil = undoableUntil(booking, new Date());
  // A second's tick while the undo counts down, else every half minute for the time guards.
  const now = useNow(undoUntil ? 1000 : 30_000);
  const undoLeft = undoUntil ? Math.ceil((undoUntil.getTime() - now.getTime()) / 1000) : 0;
  const next = nextDoctorAction(booking);
  const endEarly = next?.type === 'tracking' && canComplete(booking);
  /** « Ordonnance prête » once the prescription is signed (the server's rule): until then the button says why not. */
  const awaitsSignature =
    next?.type === 'tracking' && next.step === 'prescription_ready' && booking.prescription?.status !== 'signed';
  const early = (move: Move) => stepTooEarly(move.type === 'tracking' ? move.step : 'complete', booking.startsAt, now);
  const nextEarly = next ? early(next) : null;
  const endEarlyBlocked = endEarly ? early({ type: 'complete' }) : null;
  const hintId = `${headingId}-step-hint`;
  const opensAt = (minutesBefore: number) =>
    doualaTime(new Date(Date.parse(booking.startsAt) - minutesBefore * 60_000).toISOString(), i18n.language);
  const hints = [
    awaitsSignature ? t('booking.prescriptionFirst') : null,
    nextEarly === 'tracking_too_early'
      ? t('visitSteps.tooEarly.doctor_en_route', { time: opensAt(EN_ROUTE_OPENS_MINUTES_BEFORE) })
      : null,
    nextEarly === 'visit_not_started' || endEarlyBlocked ? t('visitSteps.tooEarly.complete', { time: opensAt(0) }) : null,
  ].filter((hint): hint is string => hint !== null);
  const showError = (error: unknown) => notifyError(errorMessage(tc, error));

  const run = (move: Move) =>
    action.mutate(
      { id: booking.id, action: move },
      {
        onSuccess: () => {
          setConfirming(null);
          notifySuccess(t(`done.${keyOf(move)}`));
        },
        onError: (error) => {
          setConfirming(null);
          showError(error);
        },
      },
    );
  const undo = () =>
    action.mutate(
      { id: booking.id, action: { type: 'undo' } },
      { onSuccess: () => notifySuccess(t('visitSteps.undone')), onError: showError },
    );

  return (
    <>
      {hints.length > 0 && (
        <div id={hintId} className="flex flex-col gap-1 text-sm text-muted-foreground">
          {hints.map((hint) => (
            <p key={hint}>{hint}</p>
          ))}
        </div>
      )}
      {undoLeft > 0 && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed p-3 text-sm"
        >
          <span>{t('visitSteps.undoHint', { seconds: undoLeft })}</span>
          <Button variant="outline" onClick={undo} disabled={action.isPending}>
            <Undo2 aria-hidden="true" />
            {t('visitSteps.undo')}
          </Button>
        </div>
      )}
      {(next || extra) && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {next && (
            <Button
              size="lg"
              onClick={() => setConfirming(next)}
              disabled={action.isPending || awaitsSignature || nextEarly !== null}
              aria-describedby={hints.length > 0 ? hintId : undefined}
            >
              {t(`actions.${keyOf(next)}`)}
            </Button>
          )}
          {endEarly && (
            <Button
              size="lg"
              variant="secondary"
              onClick={() => setConfirming({ type: 'complete' })}
              disabled={action.isPending || endEarlyBlocked !== null}
              aria-describedby={endEarlyBlocked ? hintId : undefined}
            >
              {t('actions.complete')}
            </Button>
          )}
          {extra}
        </div>
      )}
      <ActionDialog
        open={confirming !== null}
        title={confirming ? t(`actions.${keyOf(confirming)}`) : ''}
        description={confirming ? t(`visitSteps.confirm.${keyOf(confirming)}`) : undefined}
        confirmLabel={t('visitSteps.confirmLabel')}
        onConfirm={() => confirming && run(confirming)}
        onClose={() => setConfirming(null)}
        pending={action.isPending}
      />
    </>
  );
}
