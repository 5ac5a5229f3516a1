import type { ReactElement } from 'react';
import adminRoutes from '../locales/fr/admin-routes.json';
import { i18n } from '../lib/i18n';
import { lazyScreen } from './lazy-screen';
import type { SpaceBuiltRouteId } from './space-screens';

/**
 * The admin space's screens and the French titles of its routes: downloaded only by staff (`space-screens.ts`);
 * the other languages' titles are in their own catalogue chunk.
 */
i18n.addResourceBundle('fr', 'common', adminRoutes, true, true);

const SpaceDashboardPage = lazyScreen(() => import('./pages/space-dashboard-page'), 'SpaceDashboardPage');
const AdminDashboardFigures = lazyScreen(
  () => import('../features/admin-dashboard/components/admin-dashboard-figures'),
  'AdminDashboardFigures',
);
const AdminConsultationsPage = lazyScreen(
  () => import('../features/admin-bookings/components/admin-consultations-page'),
  'AdminConsultationsPage',
);
const AdminPlanningPage = lazyScreen(
  () => import('../features/admin-bookings/components/admin-planning-page'),
  'AdminPlanningPage',
);
const AdminPaymentsPage = lazyScreen(
  () => import('../features/admin-payments/components/admin-payments-page'),
  'AdminPaymentsPage',
);
const AdminOrdersPage = lazyScreen(
  () => import('../features/admin-shop-orders/components/admin-orders-page'),
  'AdminOrdersPage',
);
const TestMessagePage = lazyScreen(
  () => import('../features/admin-messaging/components/test-message-page'),
  'TestMessagePage',
);
const AdminInvoicesPage = lazyScreen(
  () => import('../features/invoices/components/admin-invoices-page'),
  'AdminInvoicesPage',
);
const ArchivedInvoicesPage = lazyScreen(
  () => import('../features/invoices/components/archived-invoices-page'),
  'ArchivedInvoicesPage',
);
const ServiceCataloguePage = lazyScreen(
  () => import('../features/service-catalogue/components/service-catalogue-page'),
  'ServiceCataloguePage',
);
const AdminCarersPage = lazyScreen(
  () => import('../features/admin-carers/components/admin-carers-page'),
  'AdminCarersPage',
);
const CarerCreatePage = lazyScreen(
  () => import('../features/admin-carers/components/carer-create-page'),
  'CarerCreatePage',
);
const CarerEditPage = lazyScreen(() => import('../features/admin-carers/components/carer-edit-page'), 'CarerEditPage');
const AdminUsersPage = lazyScreen(
  () => import('../features/admin-users/components/admin-users-page'),
  'AdminUsersPage',
);
const MessagesPage = lazyScreen(() => import('../features/conversations/components/messages-page'), 'MessagesPage');
const TeleconsultationsPage = lazyScreen(
  () => import('../features/teleconsultations/components/teleconsultations-page'),
  'TeleconsultationsPage',
);
const AdminProtocolsPage = lazyScreen(
  () => import('../features/medical-protocols/components/admin-protocols-page'),
  'AdminProtocolsPage',
);

const AdminTasksPage = lazyScreen(() => import('../features/tasks/components/admin-tasks-page'), 'AdminTasksPage');
const AdminResultsPage = lazyScreen(
  () => import('../features/lab-results/components/admin-results-page'),
  'AdminResultsPage',
);

const AdminAttendancePage = lazyScreen(
  () => import('../features/clock/components/admin-attendance-page'),
  'AdminAttendancePage',
);
const FieldMapPage = lazyScreen(() => import('../features/field-map/components/field-map-page'), 'FieldMapPage');
const LanguagesPage = lazyScreen(() => import('../features/translations/components/languages-page'), 'LanguagesPage');
const DocumentArchivesPage = lazyScreen(
  () => import('../features/archives/components/document-archives-page'),
  'DocumentArchivesPage',
);
const ClockStatsPage = lazyScreen(() => import('../features/clock/components/clock-stats-page'), 'ClockStatsPage');

export const ADMIN_PAGES: Record<SpaceBuiltRouteId<'admin'>, ReactElement> = {
  adminDashboard: (
    <SpaceDashboardPage space="admin">
      <AdminDashboardFigures />
    </SpaceDashboardPage>
  ),
  adminConsultations: <AdminConsultationsPage />,
  adminCabinetFollowUp: <AdminConsultationsPage kind="cabinet" />,
  adminPlanning: <AdminPlanningPage />,
  adminPayments: <AdminPaymentsPage />,
  adminEshopOrders: <AdminOrdersPage />,
  adminInvoices: <AdminInvoicesPage />,
  adminLegacyInvoices: <ArchivedInvoicesPage />,
  adminConfiguration: <ServiceCataloguePage />,
  adminTestEmail: <TestMessagePage channel="email" />,
  adminTestWhatsapp: <TestMessagePage channel="whatsapp" />,
  adminMessaging: <MessagesPage space="admin" />,
  adminClockIn: <AdminAttendancePage />,
  adminClockInStats: <ClockStatsPage />,
  adminGeolocation: <FieldMapPage />,
  adminDoctors: <AdminCarersPage />,
  adminDoctorCreate: <CarerCreatePage />,
  adminDoctorEdit: <CarerEditPage />,
  adminUsers: <AdminUsersPage />,
  adminVideoConsultations: <TeleconsultationsPage space="admin" />,
  adminProtocols: <AdminProtocolsPage />,
  adminTasks: <AdminTasksPage />,
  adminResults: <AdminResultsPage />,
  adminLanguages: <LanguagesPage />,
  adminDocumentArchives: <DocumentArchivesPage />,
};
