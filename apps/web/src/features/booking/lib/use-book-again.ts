import type { BookingView } from '@sante/shared/booking-constants';
import { useNavigate } from 'react-router';
import { emptyDraft, writeDraft } from './booking-draft';
import { flowFor } from './booking-paths';

/**
 * « Réserver à nouveau » on a patient's booking (one released for non-payment): a new draft with the same care,
 * the same carer and the same address, opened at the slot step of its flow (shown on the patient's own screens
 * only, for a kind still sold: `isBookableVisitKind`).
 */
export function useBookAgain() {
  const navigate = useNavigate();
  return (booking: Pick<BookingView, 'kind' | 'service' | 'doctor' | 'address'>) => {
    writeDraft({
      ...emptyDraft(booking.kind),
      serviceId: booking.service.id,
      city: booking.address?.city ?? '',
      doctorChosen: true,
      doctorId: booking.doctor?.id ?? null,
      address: booking.address,
    });
    void navigate(`${flowFor(booking.kind).start}?step=slot`);
  };
}
