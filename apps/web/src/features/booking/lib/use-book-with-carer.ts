import type { DirectoryDoctor } from '@sante/shared/directory-schemas';
import { useNavigate } from 'react-router';
import { useViewer } from '../../auth/hooks/use-viewer';
import { emptyDraft, writeDraft } from './booking-draft';
import { bookingAuthPath, flowFor } from './booking-paths';

/**
 * "Réserver" on a carer of the directory: a new booking draft with that carer chosen, and the service their
 * price is for (so that choosing a service of their profession keeps them), opened at its service step; through
 * the booking's sign-in when the visitor is not a signed-in patient.
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
    const start = `${flowFor(kind).start}?step=service`;
    const signedInPatient = viewer.status === 'ready' && viewer.user?.role === 'patient';
    void navigate(signedInPatient ? start : bookingAuthPath(start));
  };
}
