import type { PatientProfile } from '@sante/shared/patient-schemas';
import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../auth/hooks/use-viewer';
import { patientProfileQueryOptions } from '../../patient-profile/api/patient-profile';

/**
 * The signed-in patient's profile for prefilling the booking; nothing is asked for a visitor, who books first
 * and identifies at the summary. `loading` only while a patient's profile is on its way.
 */
export function useOwnProfile(): { profile: PatientProfile | undefined; loading: boolean; isPatient: boolean } {
  const viewer = useViewer();
  const isPatient = viewer.status === 'ready' && viewer.user?.role === 'patient';
  const query = useQuery({ ...patientProfileQueryOptions(), enabled: isPatient });
  return { profile: isPatient ? query.data : undefined, loading: isPatient && query.isPending, isPatient };
}
