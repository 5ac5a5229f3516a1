import { useSyncExternalStore } from 'react';
import { doctorSessionStore, type DoctorSession } from '../session/doctor-session';

/**
 * The valid doctor session of this browser, or null; re-renders when it expires or another tab changes it.
 * A pre-rendered page has none (it is read after hydration).
 */
export function useDoctorSession(): DoctorSession | null {
  return useSyncExternalStore(doctorSessionStore.subscribe, doctorSessionStore.getSnapshot, () => null);
}
