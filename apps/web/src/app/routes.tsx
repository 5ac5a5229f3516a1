import type { RouteRequirement } from '@sante/shared/roles';
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { i18n } from '../lib/i18n';
import { loadPageCatalogues } from '../lib/register-catalogues';
import { PublicLayout } from './layouts/public-layout';
import { SpaceLayout } from './layouts/space-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';
import { ROUTES, routeForPath, type AppRoute, type BuiltRouteId, type RouteSpace } from './route-table';

type Screen<Props extends object> = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * Every screen is its own chunk: a visitor downloads only the screens they open. `preload()` fetches it ahead;
 * once loaded, the screen renders at once (no Suspense fallback), which lets the first render of a page, or its
 * hydration, happen in one go.
 */
function lazyScreen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): Screen<Props> {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    const module = await load();
    // The screen's catalogues in the current language (registered when its module was evaluated).
    await loadPageCatalogues(i18n.language);
    loaded = module[name];
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<Props> };
  });
  const Screen = (props: Props) => (loaded ? createElement(loaded, props) : createElement(Lazy, props));
  return Object.assign(Screen, { preload });
}

const LandingPage = lazyScreen(() => import('../features/landing/components/landing-page'), 'LandingPage');
const AccountTypePage = lazyScreen(() => import('../features/auth/components/account-type-page'), 'AccountTypePage');
const SignInPage = lazyScreen(() => import('../features/auth/components/sign-in-page'), 'SignInPage');
const PatientSignUpPage = lazyScreen(
  () => import('../features/auth/components/patient-sign-up-page'),
  'PatientSignUpPage',
);
const PatientForgotPasswordPage = lazyScreen(
  () => import('../features/auth/components/patient-forgot-password-page'),
  'PatientForgotPasswordPage',
);
const DoctorOnboardingPage = lazyScreen(() => import('./pages/doctor-onboarding-page'), 'DoctorOnboardingPage');
const StaffInvitationPage = lazyScreen(
  () => import('../features/auth/components/staff-invitation-page'),
  'StaffInvitationPage',
);
const ContactChangeUndoPage = lazyScreen(
  () => import('../features/auth/components/contact-change-undo-page'),
  'ContactChangeUndoPage',
);
const DoctorProfilePage = lazyScreen(
  () => import('../features/doctors/components/doctor-profile-page'),
  'DoctorProfilePage',
);
const AvailabilityPage = lazyScreen(
  () => import('../features/availability/components/availability-page'),
  'AvailabilityPage',
);
const DoctorResetPasswordPage = lazyScreen(
  () => import('../features/auth/components/doctor-reset-password-page'),
  'DoctorResetPasswordPage',
);
const DoctorWhatsappResetPage = lazyScreen(
  () => import('../features/auth/components/doctor-whatsapp-reset-page'),
  'DoctorWhatsappResetPage',
);
const FaqPage = lazyScreen(() => import('../features/info-pages/components/faq-page'), 'FaqPage');
const TermsPage = lazyScreen(() => import('../features/info-pages/components/terms-page'), 'TermsPage');
const PrivacyPage = lazyScreen(() => import('../features/info-pages/components/privacy-page'), 'PrivacyPage');
const UserManualPage = lazyScreen(() => import('../features/info-pages/components/user-manual-page'), 'UserManualPage');
const PatientDashboardPage = lazyScreen(
  () => import('../features/patient-dashboard/components/patient-dashboard-page'),
  'PatientDashboardPage',
);
const PatientProfilePage = lazyScreen(
  () => import('../features/patient-profile/components/patient-profile-page'),
  'PatientProfilePage',
);
const AccountSettingsPage = lazyScreen(
  () => import('../features/account-settings/components/account-settings-page'),
  'AccountSettingsPage',
);
const ConsultationsPage = lazyScreen(
  () => import('../features/consultations/components/consultations-page'),
  'ConsultationsPage',
);
const SpaceDashboardPage = lazyScreen(() => import('./pages/space-dashboard-page'), 'SpaceDashboardPage');
const VaccinationPage = lazyScreen(
  () => import('../features/vaccination/components/vaccination-page'),
  'VaccinationPage',
);
const MedicalRecordPage = lazyScreen(
  () => import('../features/medical-record/components/medical-record-page'),
  'MedicalRecordPage',
);
const DoctorsMapPage = lazyScreen(
  () => import('../features/doctor-directory/components/doctors-map-page'),
  'DoctorsMapPage',
);
const PlanningPage = lazyScreen(() => import('../features/planning/components/planning-page'), 'PlanningPage');
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
const TestMessagePage = lazyScreen(
  () => import('../features/admin-messaging/components/test-message-page'),
  'TestMessagePage',
);
const AppointmentTypePage = lazyScreen(
  () => import('../features/booking/components/appointment-type-page'),
  'AppointmentTypePage',
);
const BookingAuthPage = lazyScreen(() => import('../features/booking/components/booking-auth-page'), 'BookingAuthPage');
const BookingPage = lazyScreen(() => import('../features/booking/components/booking-page'), 'BookingPage');
const PaymentPage = lazyScreen(() => import('../features/booking/components/payment-page'), 'PaymentPage');
const ConfirmationPage = lazyScreen(
  () => import('../features/booking/components/confirmation-page'),
  'ConfirmationPage',
);
const PatientInvoicesPage = lazyScreen(
  () => import('../features/invoices/components/patient-invoices-page'),
  'PatientInvoicesPage',
);
const InvoiceLinkPaymentPage = lazyScreen(
  () => import('../features/invoices/components/invoice-link-payment-page'),
  'InvoiceLinkPaymentPage',
);
const AdminInvoicesPage = lazyScreen(
  () => import('../features/invoices/components/admin-invoices-page'),
  'AdminInvoicesPage',
);
const DoctorInvoicesPage = lazyScreen(
  () => import('../features/invoices/components/doctor-invoices-page'),
  'DoctorInvoicesPage',
);
const ArchivedInvoicesPage = lazyScreen(
  () => import('../features/invoices/components/archived-invoices-page'),
  'ArchivedInvoicesPage',
);
const ServiceCataloguePage = lazyScreen(
  () => import('../features/service-catalogue/components/service-catalogue-page'),
  'ServiceCataloguePage',
);
const MessagesPage = lazyScreen(() => import('../features/conversations/components/messages-page'), 'MessagesPage');
const UnderConstructionPage = lazyScreen(() => import('./pages/under-construction-page'), 'UnderConstructionPage');

/** The screen of every built route; the type makes a route marked `built` without a screen a compile error. */
const BUILT_PAGES: Record<BuiltRouteId, ReactElement> = {
  home: <LandingPage />,
  faq: <FaqPage />,
  doctorsMap: <DoctorsMapPage />,
  terms: <TermsPage />,
  privacy: <PrivacyPage />,
  userManual: <UserManualPage />,
  login: <AccountTypePage mode="signIn" />,
  connexion: <AccountTypePage mode="signIn" />,
  signup: <AccountTypePage mode="signUp" />,
  staffSignIn: <SignInPage portal="personnel" />,
  doctorSignIn: <SignInPage portal="medecin" />,
  doctorSignUp: <DoctorOnboardingPage />,
  staffInvitation: <StaffInvitationPage />,
  contactChangeUndo: <ContactChangeUndoPage />,
  doctorResetPassword: <DoctorResetPasswordPage />,
  doctorResetPasswordWhatsapp: <DoctorWhatsappResetPage />,
  patientSignIn: <SignInPage portal="patient" />,
  patientSignUp: <PatientSignUpPage />,
  patientForgotPassword: <PatientForgotPasswordPage />,
  patientDashboard: <PatientDashboardPage />,
  patientProfile: <PatientProfilePage />,
  patientSettings: <AccountSettingsPage />,
  patientConsultations: <ConsultationsPage />,
  patientRecord: <MedicalRecordPage />,
  patientVaccination: <VaccinationPage />,
  doctorDashboard: <SpaceDashboardPage space="doctor" />,
  doctorProfile: <DoctorProfilePage />,
  doctorAvailability: <AvailabilityPage />,
  appointmentType: <AppointmentTypePage />,
  bookingAuth: <BookingAuthPage />,
  bookingAuthAlias: <BookingAuthPage />,
  patientBooking: <BookingPage />,
  patientPayment: <PaymentPage confirmationPath="/patient/payment-confirmation" />,
  patientPaymentConfirmation: <ConfirmationPage />,
  patientCabinetConsultation: <BookingPage kind="cabinet" />,
  patientCabinetPayment: <PaymentPage confirmationPath="/patient/cabinet-confirmation" />,
  patientCabinetConfirmation: <ConfirmationPage />,
  adminDashboard: <SpaceDashboardPage space="admin" />,
  doctorPlanning: <PlanningPage />,
  doctorCabinetAppointments: <PlanningPage kind="cabinet" />,
  adminConsultations: <AdminConsultationsPage />,
  adminCabinetFollowUp: <AdminConsultationsPage kind="cabinet" />,
  adminPlanning: <AdminPlanningPage />,
  adminPayments: <AdminPaymentsPage />,
  patientInvoices: <PatientInvoicesPage />,
  patientMessages: <MessagesPage space="patient" />,
  doctorMessaging: <MessagesPage space="doctor" />,
  adminMessaging: <MessagesPage space="admin" />,
  patientCustomInvoicePayment: <InvoiceLinkPaymentPage />,
  adminInvoices: <AdminInvoicesPage />,
  doctorInvoices: <DoctorInvoicesPage />,
  adminLegacyInvoices: <ArchivedInvoicesPage />,
  adminConfiguration: <ServiceCataloguePage />,
  adminTestEmail: <TestMessagePage channel="email" />,
  adminTestWhatsapp: <TestMessagePage channel="whatsapp" />,
};

function toRouteObject(entry: AppRoute): RouteObject {
  const element = entry.status === 'built' ? BUILT_PAGES[entry.id] : <UnderConstructionPage route={entry} />;
  return { path: entry.path, element };
}

function spaceLayout(space: RouteSpace): ReactElement {
  return space === 'public' ? <PublicLayout /> : <SpaceLayout space={space} />;
}

/** One layout route per (space, requirement); a requirement puts the guard inside the layout, around the screens. */
function groupedRoutes(): RouteObject[] {
  const groups = new Map<string, { space: RouteSpace; requirement: RouteRequirement | null; rows: AppRoute[] }>();
  for (const entry of ROUTES) {
    const key = `${entry.space}:${entry.requirement ?? 'open'}`;
    const group = groups.get(key) ?? { space: entry.space, requirement: entry.requirement, rows: [] };
    group.rows.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ space, requirement, rows }) => {
    const children = rows.map(toRouteObject);
    return {
      element: spaceLayout(space),
      children: requirement === null ? children : [{ element: <RouteGuard requirement={requirement} />, children }],
    };
  });
}

const APP_ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [...groupedRoutes(), { element: <PublicLayout />, children: [{ path: '*', element: <NotFoundPage /> }] }],
  },
];

/** The route tree, rendered inside `<BrowserRouter>`. */
export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}

/** Fetches the code of the screen at `pathname` (before the first render; nothing for unknown paths). */
export async function preloadScreen(pathname: string): Promise<void> {
  const entry = routeForPath(pathname);
  const element = entry?.status === 'built' ? BUILT_PAGES[entry.id] : undefined;
  const screen = element?.type as Partial<Screen<object>> | undefined;
  await screen?.preload?.();
}
