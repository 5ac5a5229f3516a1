import type { Role, RouteRequirement } from '@sante/shared/roles';
import { matchPath } from 'react-router';

/**
 * Every path of the specification (section 2), as data: which space (layout) shows it, what it requires,
 * and whether it is built or still "en construction". `routes.tsx` turns this table into the router;
 * tests check it against the specification; the README lists the status of each row.
 *
 * `requirement: 'medecin'` means the doctor guard (a valid doctor session), not a role check.
 */
export type RouteSpace = 'public' | 'patient' | 'doctor' | 'admin';
export type RouteStatus = 'built' | 'construction';

type RouteOptions = {
  /** Another path for the same screen (`/login` = `/connexion`): left out of navigation lists. */
  aliasOf?: string;
  /** A step inside a flow (payment, confirmation): reached from its flow, not listed in menus or among a dashboard's sections. */
  step?: boolean;
  /** Opened from a link sent by message (invitation): never listed in navigation. */
  linkOnly?: boolean;
  /**
   * The screen opens with its description under the title (and ships the `routeDescriptions` catalogue): the
   * guard's frame shows it too, so the pre-rendered page paints it at once (it is then the page's largest text).
   */
  describedInFrame?: boolean;
  /**
   * The pre-rendered page works as it is (text, links, a form the head script keeps until the app runs): the app
   * runs at the visitor's first touch rather than right after the first paint (ADR 067).
   */
  bootsOnIntent?: boolean;
  /**
   * Only these roles may use the screen (its API answers 403 to the others): menus and dashboards list it only for
   * them. Kept equal to the permission table by `route-table.test.ts`.
   */
  roles?: readonly Role[];
};

function route<const Id extends string, const Space extends RouteSpace, const Status extends RouteStatus>(
  id: Id,
  path: string,
  space: Space,
  requirement: RouteRequirement | null,
  status: Status,
  options: RouteOptions = {},
) {
  return {
    id,
    path,
    space,
    requirement,
    status,
    aliasOf: options.aliasOf ?? null,
    step: options.step ?? false,
    linkOnly: options.linkOnly ?? false,
    describedInFrame: options.describedInFrame ?? false,
    bootsOnIntent: options.bootsOnIntent ?? false,
    roles: options.roles ?? null,
    titleKey: `routes.${id}.title` as const,
    /** In the `routeDescriptions` namespace (`lib/route-descriptions.ts`), loaded by the pages that show it. */
    descriptionKey: id,
  };
}

const publicRoute = <const Id extends string, const S extends RouteStatus>(id: Id, path: string, status: S) =>
  route(id, path, 'public', null, status);
const patientRoute = <const Id extends string>(id: Id, path: string, options?: RouteOptions) =>
  route(id, path, 'patient', 'patient', 'construction', options);
const step = { step: true } as const;
const worksBeforeBoot = { bootsOnIntent: true } as const;
const doctorRoute = <const Id extends string>(id: Id, child: string) =>
  route(id, `/dashboard-medecin/${child}`, 'doctor', 'medecin', 'construction');
const adminRoute = <const Id extends string>(id: Id, child: string) =>
  route(id, `/admin/${child}`, 'admin', 'staff', 'construction');

export const ROUTES = [
  // Public
  route('home', '/', 'public', null, 'built', worksBeforeBoot),
  publicRoute('faq', '/faq', 'built'),
  publicRoute('doctorsMap', '/medecins-map', 'built'),
  route('login', '/login', 'public', null, 'built', { aliasOf: 'connexion', ...worksBeforeBoot }),
  route('connexion', '/connexion', 'public', null, 'built', worksBeforeBoot),
  publicRoute('signup', '/signup', 'built'),
  publicRoute('terms', '/cgu', 'built'),
  publicRoute('privacy', '/politique-confidentialite', 'built'),
  publicRoute('userManual', '/manuel-utilisation', 'built'),
  publicRoute('eshop', '/eshop', 'built'),
  publicRoute('appointmentType', '/appointment-type', 'built'),
  publicRoute('bookingAuth', '/booking/auth', 'built'),
  route('bookingAuthAlias', '/booking-auth', 'public', null, 'built', { aliasOf: 'bookingAuth' }),
  publicRoute('patientBooking', '/patient/booking', 'built'),
  route('patientPayment', '/patient/payment', 'public', null, 'built', step),
  route('patientPaymentConfirmation', '/patient/payment-confirmation', 'public', null, 'built', step),
  publicRoute('forumArticle', '/forum/article/:slug', 'construction'),
  publicRoute('visioconsultation', '/visioconsultation/:consultationId', 'built'),
  // Not in the specification: what a prescription's QR code opens, for anyone (ADR 034).
  route('prescriptionVerification', '/verification/ordonnance/:code', 'public', null, 'built', { linkOnly: true }),
  // Not in the specification either: what an invoice's QR code opens (ADR 057).
  route('invoiceVerification', '/verification/facture/:code', 'public', null, 'built', { linkOnly: true }),
  // Not in the specification: what the link a doctor sends to a video call's invited guest opens (ADR 059).
  route('guestVideoRoom', '/visio/invitation', 'public', null, 'built', { linkOnly: true }),

  // Sign-in, sign-up and recovery
  route('staffSignIn', '/connexion/personnel', 'public', null, 'built', worksBeforeBoot),
  route('doctorSignIn', '/connexion/medecin', 'public', null, 'built', worksBeforeBoot),
  publicRoute('doctorSignUp', '/connexion/medecin/inscription', 'built'),
  publicRoute('doctorResetPassword', '/reset-medecin-password', 'built'),
  publicRoute('doctorResetPasswordWhatsapp', '/reset-medecin-password-whatsapp', 'built'),
  route('patientSignIn', '/connexion/patient', 'public', null, 'built', worksBeforeBoot),
  publicRoute('patientSignUp', '/connexion/patient/inscription', 'built'),
  publicRoute('patientForgotPassword', '/connexion/patient/mot-de-passe-oublie', 'built'),
  // Not in the specification: where a staff member invited by an admin chooses a password.
  route('staffInvitation', '/connexion/invitation', 'public', null, 'built', { linkOnly: true }),
  // Not in the specification: the link sent to the previous contact after an e-mail or phone change (ADR 022).
  route('contactChangeUndo', '/connexion/annuler-changement', 'public', null, 'built', { linkOnly: true }),

  // Patient (signed-in patient)
  route('patientDashboard', '/patient/dashboard', 'patient', 'patient', 'built', { describedInFrame: true }),
  route('patientProfile', '/patient/profil', 'patient', 'patient', 'built'),
  route('patientSettings', '/patient/parametres', 'patient', 'patient', 'built'),
  route('patientRecord', '/patient/dossier', 'patient', 'patient', 'built'),
  patientRoute('patientAssistant', '/patient/assistant-ia'),
  route('patientMessages', '/patient/messages', 'patient', 'patient', 'built'),
  patientRoute('patientTelemonitoring', '/patient/telesurveillance'),
  route('patientConsultations', '/patient/consultations', 'patient', 'patient', 'built'),
  route('patientOrders', '/patient/commandes', 'patient', 'patient', 'built'),
  route('patientVaccination', '/patient/calendrier-vaccinal', 'patient', 'patient', 'built'),
  route('patientCabinetConsultation', '/patient/consultation-cabinet', 'patient', 'patient', 'built'),
  route('patientCabinetPayment', '/patient/cabinet-payment', 'patient', 'patient', 'built', step),
  route('patientCabinetConfirmation', '/patient/cabinet-confirmation', 'patient', 'patient', 'built', step),
  route('patientInvoices', '/patient/factures', 'patient', 'patient', 'built'),
  route('patientVideoConsultations', '/patient/visioconsultations', 'patient', 'patient', 'built'),

  // Patient space, without the guard
  route('patientEshop', '/patient/eshop', 'patient', null, 'built'),
  route('patientEshopCategory', '/patient/eshop/category/:categoryId', 'patient', null, 'built'),
  route('patientEshopProduct', '/patient/eshop/product/:productId', 'patient', null, 'built'),
  route('patientEshopCheckout', '/patient/eshop/checkout', 'patient', null, 'built', step),
  route('patientEshopPayment', '/patient/eshop/payment', 'patient', null, 'built', step),
  route('patientEshopPaymentConfirmation', '/patient/eshop/payment-confirmation', 'patient', null, 'built', step),
  route('patientCustomInvoicePayment', '/patient/factures/personnalisee/:invoiceId/paiement', 'patient', null, 'built'),
  route(
    'patientVideoConsultationPayment',
    '/patient/visioconsultation-payment/:consultationId',
    'patient',
    null,
    'built',
    step,
  ),
  route(
    'patientVideoConsultationPaymentConfirmation',
    '/patient/visioconsultation-payment-confirmation',
    'patient',
    null,
    'built',
    step,
  ),

  // Doctor (doctor session)
  route('doctorDashboard', '/dashboard-medecin', 'doctor', 'medecin', 'built'),
  doctorRoute('doctorAssistant', 'assistant-ia'),
  route('doctorMessaging', '/dashboard-medecin/messagerie', 'doctor', 'medecin', 'built'),
  doctorRoute('doctorTelemonitoring', 'telesurveillance'),
  route('doctorPatients', '/dashboard-medecin/patients', 'doctor', 'medecin', 'built'),
  route('doctorPatientRecord', '/dashboard-medecin/patients/:patientId/dossier', 'doctor', 'medecin', 'built'),
  route('doctorScores', '/dashboard-medecin/calculs-scores', 'doctor', 'medecin', 'built'),
  route('doctorProtocols', '/dashboard-medecin/protocoles-medicaux', 'doctor', 'medecin', 'built'),
  route('doctorProcedures', '/dashboard-medecin/manuel-procedures', 'doctor', 'medecin', 'built'),
  route('doctorAvailability', '/dashboard-medecin/disponibilites', 'doctor', 'medecin', 'built'),
  route('doctorPlanning', '/dashboard-medecin/planning', 'doctor', 'medecin', 'built'),
  route('doctorCabinetAppointments', '/dashboard-medecin/rdv-cabinet', 'doctor', 'medecin', 'built'),
  route('doctorProfile', '/dashboard-medecin/profil', 'doctor', 'medecin', 'built'),
  route('doctorVideoConsultations', '/dashboard-medecin/visioconsultations', 'doctor', 'medecin', 'built'),
  route('doctorTasks', '/dashboard-medecin/taches', 'doctor', 'medecin', 'built'),
  route('doctorInvoices', '/dashboard-medecin/factures', 'doctor', 'medecin', 'built'),
  doctorRoute('doctorHospitalisation', 'hospitalisation'),
  route('doctorClockIn', '/dashboard-medecin/badgeage', 'doctor', 'medecin', 'built'),
  route('doctorSettings', '/dashboard-medecin/parametres', 'doctor', 'medecin', 'built'),

  // Administration (admin, super_admin, personnel_operationnel)
  route('adminDashboard', '/admin/dashboard', 'admin', 'staff', 'built'),
  route('adminDoctors', '/admin/medecins', 'admin', 'staff', 'built'),
  route('adminDoctorCreate', '/admin/medecins/create', 'admin', 'staff', 'built'),
  route('adminDoctorEdit', '/admin/medecins/edit/:id', 'admin', 'staff', 'built'),
  adminRoute('adminMailing', 'mailing'),
  route('adminConfiguration', '/admin/configuration', 'admin', 'staff', 'built'),
  route('adminLanguages', '/admin/langues', 'admin', 'staff', 'built'),
  route('adminPayments', '/admin/paiements', 'admin', 'staff', 'built'),
  route('adminUsers', '/admin/utilisateurs', 'admin', 'staff', 'built'),
  route('adminGeolocation', '/admin/geolocalisation', 'admin', 'staff', 'built'),
  route('adminMessaging', '/admin/messagerie', 'admin', 'staff', 'built'),
  adminRoute('adminHospitalisations', 'hospitalisations'),
  adminRoute('adminAccounting', 'comptabilite'),
  adminRoute('adminCrm', 'crm-commercial'),
  route('adminConsultations', '/admin/consultations', 'admin', 'staff', 'built'),
  route('adminResults', '/admin/resultats', 'admin', 'staff', 'built', { roles: ['super_admin', 'admin'] }),
  route('adminInvoices', '/admin/factures', 'admin', 'staff', 'built'),
  route('adminLegacyInvoices', '/admin/factures-anciennes', 'admin', 'staff', 'built'),
  route('adminVideoConsultations', '/admin/visioconsultations', 'admin', 'staff', 'built'),
  route('adminEshopOrders', '/admin/eshop/commandes', 'admin', 'staff', 'built'),
  route('adminProtocols', '/admin/protocoles-medicaux', 'admin', 'staff', 'built'),
  route('adminTestEmail', '/admin/test-email', 'admin', 'staff', 'built'),
  route('adminTestWhatsapp', '/admin/test-whatsapp', 'admin', 'staff', 'built'),
  route('adminTasks', '/admin/taches', 'admin', 'staff', 'built'),
  adminRoute('adminForum', 'forum'),
  adminRoute('adminForumNew', 'forum/nouvel-article'),
  adminRoute('adminForumEdit', 'forum/modifier/:id'),
  adminRoute('adminWhatsappPush', 'whatsapp-push'),
  route('adminDocumentArchives', '/admin/archives-documents', 'admin', 'staff', 'built', {
    roles: ['super_admin', 'admin'],
  }),
  route('adminCabinetFollowUp', '/admin/suivi-rdv-cabinet', 'admin', 'staff', 'built'),
  route('adminPlanning', '/admin/planning-general', 'admin', 'staff', 'built'),
  route('adminClockIn', '/admin/badgeage', 'admin', 'staff', 'built'),
  route('adminClockInStats', '/admin/badgeage/stats', 'admin', 'staff', 'built'),
] as const;

export type AppRoute = (typeof ROUTES)[number];
export type RouteId = AppRoute['id'];
export type BuiltRouteId = Extract<AppRoute, { status: 'built' }>['id'];
export type ConstructionRouteId = Extract<AppRoute, { status: 'construction' }>['id'];

/** The dashboard (home) of each signed-in space. */
export const SPACE_HOME = {
  public: '/',
  patient: '/patient/dashboard',
  doctor: '/dashboard-medecin',
  admin: '/admin/dashboard',
} as const satisfies Record<RouteSpace, string>;

export function hasParams(entry: AppRoute): boolean {
  return entry.path.includes(':');
}

/**
 * The rows a space's navigation links to: no parameterised paths (they need an id), no aliases, and none the
 * signed-in `role` may not use (none of those while the role is not known yet).
 */
export function navigableRoutes(space: RouteSpace, role: Role | null): AppRoute[] {
  return ROUTES.filter(
    (entry) =>
      entry.space === space &&
      !hasParams(entry) &&
      entry.aliasOf === null &&
      !entry.linkOnly &&
      (entry.roles === null || (role !== null && entry.roles.includes(role))),
  );
}

export function routeById(id: RouteId): AppRoute {
  const entry = ROUTES.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`Unknown route id ${id}`);
  return entry;
}

const routeOfPath = new Map<string, AppRoute | undefined>();
const REMEMBERED_PATHS = 200;

/**
 * The route a path opens, or `undefined` (not found). Matching compiles a pattern per row (about 150): the boot,
 * the root layout, the guard and the providers ask for the same path on each render, so the answer is kept.
 */
export function routeForPath(pathname: string): AppRoute | undefined {
  if (routeOfPath.has(pathname)) return routeOfPath.get(pathname);
  const entry = ROUTES.find((candidate) => matchPath(candidate.path, pathname) !== null);
  if (routeOfPath.size >= REMEMBERED_PATHS) routeOfPath.clear();
  routeOfPath.set(pathname, entry);
  return entry;
}

/** The requirement of the route a path opens; `undefined` when no route matches (not found). */
export function requirementForPath(pathname: string): RouteRequirement | null | undefined {
  return routeForPath(pathname)?.requirement;
}
