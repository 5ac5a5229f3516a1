import { AVAILABILITY_DEFAULTS, WEEKDAYS, type VisitKind } from '@sante/shared/availability-constants';
import type { Specialty } from '@sante/shared/doctor-constants';
import type { AppDeps } from '../app-context';
import { saveOwnAvailability } from '../features/availability/own-availability';

/**
 * Specialists of the demo see patients at their cabinet; the others go to the patient's home. (The dermatologist
 * gave video consultations; they are not sold until the video room exists, so she sees patients at her cabinet.)
 */
const DEMO_VISIT_KIND: Partial<Record<Specialty, VisitKind>> = {
  cardiologie: 'cabinet',
  gynecologie_obstetrique: 'cabinet',
  dermatologie: 'cabinet',
};

/**
 * DEMO ONLY: opens 08:00-20:00 (Douala time) every day for one kind of visit, so that the booking flow has
 * free slots to offer. Rules of one weekday may not overlap, hence one kind per demo doctor.
 */
export async function seedDemoAvailability(deps: Pick<AppDeps, 'db'>, doctorId: string, specialty: Specialty) {
  const kind = DEMO_VISIT_KIND[specialty] ?? 'home_visit';
  await saveOwnAvailability(
    deps.db,
    { userId: doctorId, role: 'medecin', ip: 'seed', requestId: 'seed' },
    {
      travelBufferMinutes: AVAILABILITY_DEFAULTS.travelBufferMinutes,
      slotMinutes: { ...AVAILABILITY_DEFAULTS.slotMinutes },
      rules: WEEKDAYS.map((weekday) => ({ kind, weekday, start: '08:00', end: '20:00' })),
      exceptions: [],
    },
  );
}
