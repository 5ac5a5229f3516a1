import type { RouteRequirement } from '@sante/shared/roles';
import type { ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { SpaceLayout } from './layouts/space-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';
import { lazyScreen, type Screen } from './lazy-screen';
import { ROUTES, routeForPath, type AppRoute, type BuiltRouteId, type RouteSpace } from './route-table';
import {
  hasOwnChunk,
  loadSpaceScreens,
  useSpaceScreens,
  type OwnChunkSpace,
  type SpaceBuiltRouteId,
} from './space-screens';

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
const DoctorsMapPage = lazyScreen(
  () => import('../features/doctor-directory/components/doctors-map-page'),
  'DoctorsMapPage',
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
const VideoRoomPage = lazyScreen(
  () => import('../features/teleconsultations/components/video-room-page'),
  'VideoRoomPage',
);
const GuestRoomPage = lazyScreen(
  () => import('../features/teleconsultations/components/guest-room-page'),
  'GuestRoomPage',
);
const VerificationPage = lazyScreen(
  () => import('../features/prescriptions/components/verification-page'),
  'VerificationPage',
);
const InvoiceVerificationPage = lazyScreen(
  () => import('../features/invoices/components/invoice-verification-page'),
  'InvoiceVerificationPage',
);
const ShopPage = lazyScreen(() => import('../features/shop/components/shop-page'), 'ShopPage');
const UnderConstructionPage = lazyScreen(() => import('./pages/under-construction-page'), 'UnderConstructionPage');

/**
 * The screen of every built route of the public and patient spaces (the doctor's and staff's are in
 * `doctor-screens.tsx` and `admin-screens.tsx`); the types make a route marked `built` without a screen a compile
 * error.
 */
const BUILT_PAGES: Record<Exclude<BuiltRouteId, SpaceBuiltRouteId<OwnChunkSpace>>, ReactElement> = {
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
  appointmentType: <AppointmentTypePage />,
  bookingAuth: <BookingAuthPage />,
  bookingAuthAlias: <BookingAuthPage />,
  patientBooking: <BookingPage />,
  patientPayment: <PaymentPage confirmationPath="/patient/payment-confirmation" />,
  patientPaymentConfirmation: <ConfirmationPage />,
  visioconsultation: <VideoRoomPage />,
  guestVideoRoom: <GuestRoomPage />,
  prescriptionVerification: <VerificationPage />,
  invoiceVerification: <InvoiceVerificationPage />,
  eshop: <ShopPage />,
};

/** A doctor's or staff screen, from its space's chunk. */
function SpaceScreen({ space, id }: { space: OwnChunkSpace; id: string }) {
  return useSpaceScreens(space)[id];
}

/** The doctor's and staff spaces draw their menu once their chunk (with their route titles) is there. */
function OwnChunkSpaceLayout({ space }: { space: OwnChunkSpace }) {
  useSpaceScreens(space);
  return <SpaceLayout space={space} />;
}

function screenOf(entry: AppRoute): ReactElement | undefined {
  if (entry.status !== 'built') return undefined;
  if (hasOwnChunk(entry.space)) return <SpaceScreen space={entry.space} id={entry.id} />;
  return BUILT_PAGES[entry.id as keyof typeof BUILT_PAGES];
}

function toRouteObject(entry: AppRoute): RouteObject {
  return { path: entry.path, element: screenOf(entry) ?? <UnderConstructionPage route={entry} /> };
}

function spaceLayout(space: RouteSpace): ReactElement {
  if (space === 'public') return <PublicLayout />;
  return hasOwnChunk(space) ? <OwnChunkSpaceLayout space={space} /> : <SpaceLayout space={space} />;
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
  if (entry && hasOwnChunk(entry.space)) {
    const screens = await loadSpaceScreens(entry.space);
    const screen = (entry.status === 'built' ? screens[entry.id] : undefined)?.type as
      Partial<Screen<object>> | undefined;
    await screen?.preload?.();
    return;
  }
  const element = entry ? screenOf(entry) : undefined;
  const screen = element?.type as Partial<Screen<object>> | undefined;
  await screen?.preload?.();
}
