import type { AuthUser } from '@sante/shared/auth-schemas';
import { useSession } from '../api/session';
import type { Viewer } from '../session/access';
import { hasDoctorSessionFor } from '../session/doctor-session';
import { useDoctorSession } from './use-doctor-session';

type ViewerState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void; retrying: boolean }
  | { status: 'ready'; user: AuthUser | null; viewer: Viewer };

/** Who is looking at the page: the session user and whether a doctor session backs them. */
export function useViewer(): ViewerState {
  const session = useSession();
  const doctorSession = useDoctorSession();
  if (session.isPending) return { status: 'pending' };
  if (session.isError) {
    return { status: 'error', error: session.error, retry: () => void session.refetch(), retrying: session.isFetching };
  }
  const user = session.data?.user ?? null;
  const viewer = user && { role: user.role, hasDoctorSession: hasDoctorSessionFor(doctorSession, user.id) };
  return { status: 'ready', user, viewer };
}
