import type { RouteRequirement } from '@sante/shared/roles';
import { lazy, type ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { SpaceLayout } from './layouts/space-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';
import { ROUTES, type AppRoute, type BuiltRouteId, type RouteSpace } from './route-table';

/* Every screen is its own chunk: a visitor downloads only the screens they open. */
const LandingPage = lazy(() =>
  import('../features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
const AccountTypePage = lazy(() =>
  import('../features/auth/components/account-type-page').then((m) => ({ default: m.AccountTypePage })),
);
const SignInPage = lazy(() =>
  import('../features/auth/components/sign-in-page').then((m) => ({ default: m.SignInPage })),
);
const PatientSignUpPage = lazy(() =>
  import('../features/auth/components/patient-sign-up-page').then((m) => ({ default: m.PatientSignUpPage })),
);
const PatientForgotPasswordPage = lazy(() =>
  import('../features/auth/components/patient-forgot-password-page').then((m) => ({
    default: m.PatientForgotPasswordPage,
  })),
);
const DoctorOnboardingPage = lazy(() =>
  import('./pages/doctor-onboarding-page').then((m) => ({ default: m.DoctorOnboardingPage })),
);
const StaffInvitationPage = lazy(() =>
  import('../features/auth/components/staff-invitation-page').then((m) => ({ default: m.StaffInvitationPage })),
);
const DoctorProfilePage = lazy(() =>
  import('../features/doctors/components/doctor-profile-page').then((m) => ({ default: m.DoctorProfilePage })),
);
const DoctorResetPasswordPage = lazy(() =>
  import('../features/auth/components/doctor-reset-password-page').then((m) => ({
    default: m.DoctorResetPasswordPage,
  })),
);
const DoctorWhatsappResetPage = lazy(() =>
  import('../features/auth/components/doctor-whatsapp-reset-page').then((m) => ({
    default: m.DoctorWhatsappResetPage,
  })),
);
const SpaceDashboardPage = lazy(() =>
  import('./pages/space-dashboard-page').then((m) => ({ default: m.SpaceDashboardPage })),
);
const UnderConstructionPage = lazy(() =>
  import('./pages/under-construction-page').then((m) => ({ default: m.UnderConstructionPage })),
);

/** The screen of every built route; the type makes a route marked `built` without a screen a compile error. */
const BUILT_PAGES: Record<BuiltRouteId, ReactElement> = {
  home: <LandingPage />,
  login: <AccountTypePage mode="signIn" />,
  connexion: <AccountTypePage mode="signIn" />,
  signup: <AccountTypePage mode="signUp" />,
  staffSignIn: <SignInPage portal="personnel" />,
  doctorSignIn: <SignInPage portal="medecin" />,
  doctorSignUp: <DoctorOnboardingPage />,
  staffInvitation: <StaffInvitationPage />,
  doctorResetPassword: <DoctorResetPasswordPage />,
  doctorResetPasswordWhatsapp: <DoctorWhatsappResetPage />,
  patientSignIn: <SignInPage portal="patient" />,
  patientSignUp: <PatientSignUpPage />,
  patientForgotPassword: <PatientForgotPasswordPage />,
  patientDashboard: <SpaceDashboardPage space="patient" />,
  doctorDashboard: <SpaceDashboardPage space="doctor" />,
  doctorProfile: <DoctorProfilePage />,
  adminDashboard: <SpaceDashboardPage space="admin" />,
};

function toRouteObject(entry: AppRoute): RouteObject {
  const element = entry.status === 'built' ? BUILT_PAGES[entry.id] : <UnderConstructionPage route={entry} />;
  return { path: entry.path, element };
}

function spaceLayout(space: RouteSpace): ReactElement {
  return space === 'public' ? <PublicLayout /> : <SpaceLayout space={space} />;
}

/** One layout route per (space, requirement); a requirement puts the guard around the layout. */
function groupedRoutes(): RouteObject[] {
  const groups = new Map<string, { space: RouteSpace; requirement: RouteRequirement | null; rows: AppRoute[] }>();
  for (const entry of ROUTES) {
    const key = `${entry.space}:${entry.requirement ?? 'open'}`;
    const group = groups.get(key) ?? { space: entry.space, requirement: entry.requirement, rows: [] };
    group.rows.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ space, requirement, rows }) => {
    const layout: RouteObject = { element: spaceLayout(space), children: rows.map(toRouteObject) };
    return requirement === null ? layout : { element: <RouteGuard requirement={requirement} />, children: [layout] };
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
