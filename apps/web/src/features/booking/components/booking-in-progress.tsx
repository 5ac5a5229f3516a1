import { lazy, Suspense } from 'react';
import { useStoredDraft } from '../lib/use-booking-draft';

/** Downloaded only when a booking is in progress: the sign-in and sign-up pages stay light otherwise. */
const ChosenBooking = lazy(() => import('./chosen-booking').then((module) => ({ default: module.ChosenBooking })));

/**
 * "Vous réservez : …" while a visitor identifies in the middle of a booking (booking sign-in and sign-up): they
 * see what the account is for. Nothing without a chosen service and slot.
 */
export function BookingInProgress() {
  const draft = useStoredDraft();
  if (!draft?.serviceId || !draft.startsAt || draft.bookingId) return null;
  return (
    <Suspense fallback={null}>
      <ChosenBooking serviceId={draft.serviceId} startsAt={draft.startsAt} />
    </Suspense>
  );
}
