import { lazy, Suspense, type ReactElement } from 'react';
import doctorRoutes from '../locales/fr/doctor-routes.json';
import { i18n } from '../lib/i18n';
import { lazyScreen } from './lazy-screen';
import type { SpaceBuiltRouteId } from './space-screens';

/**
 * The doctor space's screens and the French titles of its routes: downloaded only by doctors (`space-screens.ts`);
 * the other languages' titles are in their own catalogue chunk.
 */
i18n.addResourceBundle('fr', 'common', doctorRoutes, true, true);

const SpaceDashboardPage = lazyScreen(() => import('./pages/space-dashboard-page'), 'SpaceDashboardPage');
const DoctorProfilePage = lazyScreen(
  () => import('../features/doctors/components/doctor-profile-page'),
  'DoctorProfilePage',
);
const AvailabilityPage = lazyScreen(
  () => import('../features/availability/components/availability-page'),
  'AvailabilityPage',
);
const PlanningPage = lazyScreen(() => import('../features/planning/components/planning-page'), 'PlanningPage');
const DoctorInvoicesPage = lazyScreen(
  () => import('../features/invoices/components/doctor-invoices-page'),
  'DoctorInvoicesPage',
);
const MyPatientsPage = lazyScreen(() => import('../features/clinic/components/my-patients-page'), 'MyPatientsPage');
const PatientRecordPage = lazyScreen(
  () => import('../features/clinic/components/patient-record-page'),
  'PatientRecordPage',
);
const DoctorSettingsPage = lazyScreen(
  () => import('../features/account-settings/components/doctor-settings-page'),
  'DoctorSettingsPage',
);
const MessagesPage = lazyScreen(() => import('../features/conversations/components/messages-page'), 'MessagesPage');
const TeleconsultationsPage = lazyScreen(
  () => import('../features/teleconsultations/components/teleconsultations-page'),
  'TeleconsultationsPage',
);
const ClinicalScoresPage = lazyScreen(
  () => import('../features/clinical-scores/components/clinical-scores-page'),
  'ClinicalScoresPage',
);
const ProtocolsPage = lazyScreen(
  () => import('../features/medical-protocols/components/protocols-page'),
  'ProtocolsPage',
);
const ProceduresPage = lazyScreen(
  () => import('../features/medical-protocols/components/procedures-page'),
  'ProceduresPage',
);

const DoctorDashboardFigures = lazyScreen(
  () => import('../features/doctor-dashboard/components/doctor-dashboard-figures'),
  'DoctorDashboardFigures',
);
const DoctorTasksPage = lazyScreen(() => import('../features/tasks/components/doctor-tasks-page'), 'DoctorTasksPage');

const CarerSuspendedNotice = lazyScreen(() => import('./pages/carer-suspended-notice'), 'CarerSuspendedNotice');

const ClockInPage = lazyScreen(() => import('../features/clock/components/clock-in-page'), 'ClockInPage');

const PAGES: Record<SpaceBuiltRouteId<'doctor'>, ReactElement> = {
  doctorDashboard: (
    <SpaceDashboardPage space="doctor">
      <CarerSuspendedNotice />
      <DoctorDashboardFigures />
    </SpaceDashboardPage>
  ),
  doctorProfile: <DoctorProfilePage />,
  doctorAvailability: <AvailabilityPage />,
  doctorPlanning: <PlanningPage />,
  doctorCabinetAppointments: <PlanningPage kind="cabinet" />,
  doctorInvoices: <DoctorInvoicesPage />,
  doctorMessaging: <MessagesPage space="doctor" />,
  doctorPatients: <MyPatientsPage />,
  doctorPatientRecord: <PatientRecordPage />,
  doctorVideoConsultations: <TeleconsultationsPage space="doctor" />,
  doctorSettings: <DoctorSettingsPage />,
  doctorClockIn: <ClockInPage />,
  doctorScores: <ClinicalScoresPage />,
  doctorProtocols: <ProtocolsPage />,
  doctorProcedures: <ProceduresPage />,
  doctorTasks: <DoctorTasksPage />,
};

/** Says when the carer's phone sends its position (ADR 040): above every screen of the space, from this chunk. */
const TrackingBanner = lazy(() =>
  import('../features/clock/components/tracking-banner').then((module) => ({ default: module.TrackingBanner })),
);

/** Every doctor screen, under the tracking banner (kept out of the app shell, which every visitor downloads). */
export const DOCTOR_PAGES = Object.fromEntries(
  Object.entries(PAGES).map(([id, page]) => [
    id,
    <>
      <Suspense fallback={null}>
        <TrackingBanner />
      </Suspense>
      {page}
    </>,
  ]),
) as Record<SpaceBuiltRouteId<'doctor'>, ReactElement>;
