import type { DirectoryDoctor } from '@sante/shared/directory-schemas';
import { useNavigate } from 'react-router';
import { useViewer } from '../../auth/hooks/use-viewer';
import { emptyDraft, writeDraft } from './booking-draft';
import { flowFor, GENERAL_BOOKING_START } from './booking-paths';

/**
 * "Réserver" on a carer of the directory: a new booking draft with that carer chosen, and the service their
 * price is for (so that choosing a service of their profession keeps them), opened at its service step. As from
 * `/appointment-type`: a visitor chooses on the public booking page and identifies at the summary.
 */
export function useBookWithCarer() {
  const navigate = useNavigate();
  const viewer = useViewer();
  return (carer: Pick<DirectoryDoctor, 'id' | 'city' | 'price'>) => {
    if (!carer.price) return;
    const kind = carer.price.visitKind;
    writeDraft({
      ...emptyDraft(kind),
      serviceId: carer.price.serviceId,
      city: carer.city,
      doctorChosen: true,
      doctorId: carer.id,
    });
    const signedInPatient = viewer.status === 'ready' && viewer.user?.role === 'patient';
    const start = signedInPatient ? flowFor(kind).start : GENERAL_BOOKING_START;
    void navigate(`${start}?step=service`);
  };
}
