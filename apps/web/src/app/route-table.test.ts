import { ROLES, type RouteRequirement } from '@sante/shared/roles';
import { mayDoAny, type StaffAction } from '@sante/shared/staff-permissions';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/common.json';
import enDescriptions from '../locales/en/route-descriptions.json';
import frAdminRoutes from '../locales/fr/admin-routes.json';
import fr from '../locales/fr/common.json';
import frDoctorRoutes from '../locales/fr/doctor-routes.json';
import frDescriptions from '../locales/fr/route-descriptions.json';
import { navigableRoutes, requirementForPath, ROUTES } from './route-table';

/** Section 2 of the specification, path by path, with the guard each one needs. */
const PUBLIC = [
  '/',
  '/faq',
  '/medecins-map',
  '/login',
  '/connexion',
  '/signup',
  '/cgu',
  '/politique-confidentialite',
  '/manuel-utilisation',
  '/eshop',
  '/appointment-type',
  '/booking/auth',
  '/booking-auth',
  '/patient/booking',
  '/patient/payment',
  '/patient/payment-confirmation',
  '/forum/article/:slug',
  '/visioconsultation/:consultationId',
];
const LOGINS = [
  '/connexion/personnel',
  '/connexion/medecin',
  '/connexion/medecin/inscription',
  '/reset-medecin-password',
  '/reset-medecin-password-whatsapp',
  '/connexion/patient',
  '/connexion/patient/inscription',
  '/connexion/patient/mot-de-passe-oublie',
];
const PATIENT = [
  'dashboard',
  'profil',
  'parametres',
  'dossier',
  'assistant-ia',
  'messages',
  'telesurveillance',
  'consultations',
  'commandes',
  'calendrier-vaccinal',
  'consultation-cabinet',
  'cabinet-payment',
  'cabinet-confirmation',
  'factures',
  'visioconsultations',
].map((child) => `/patient/${child}`);
const PATIENT_WITHOUT_GUARD = [
  '/patient/eshop',
  '/patient/eshop/category/:categoryId',
  '/patient/eshop/product/:productId',
  '/patient/eshop/checkout',
  '/patient/eshop/payment',
  '/patient/eshop/payment-confirmation',
  '/patient/factures/personnalisee/:invoiceId/paiement',
  '/patient/visioconsultation-payment/:consultationId',
  '/patient/visioconsultation-payment-confirmation',
];
const DOCTOR = [
  '/dashboard-medecin',
  ...[
    'assistant-ia',
    'messagerie',
    'telesurveillance',
    'patients',
    'patients/:patientId/dossier',
    'calculs-scores',
    'protocoles-medicaux',
    'manuel-procedures',
    'disponibilites',
    'planning',
    'rdv-cabinet',
    'profil',
    'visioconsultations',
    'taches',
    'factures',
    'hospitalisation',
    'badgeage',
    'parametres',
  ].map((child) => `/dashboard-medecin/${child}`),
];
const ADMIN = [
  'dashboard',
  'medecins',
  'medecins/create',
  'medecins/edit/:id',
  'mailing',
  'configuration',
  'langues',
  'paiements',
  'utilisateurs',
  'geolocalisation',
  'messagerie',
  'hospitalisations',
  'comptabilite',
  'crm-commercial',
  'consultations',
  'resultats',
  'factures',
  'factures-anciennes',
  'visioconsultations',
  'eshop/commandes',
  'protocoles-medicaux',
  'test-email',
  'test-whatsapp',
  'taches',
  'forum',
  'forum/nouvel-article',
  'forum/modifier/:id',
  'whatsapp-push',
  'archives-documents',
  'suivi-rdv-cabinet',
  'planning-general',
  'badgeage',
  'badgeage/stats',
].map((child) => `/admin/${child}`);

/** Paths the product adds to the specification's list, each for a reason written in the route table. */
const NOT_IN_SPECIFICATION = [
  '/connexion/invitation',
  '/connexion/annuler-changement',
  '/verification/ordonnance/:code',
  '/verification/facture/:code',
  '/visio/invitation',
];

const EXPECTED: [string, RouteRequirement | null][] = [
  ...[...PUBLIC, ...LOGINS, ...PATIENT_WITHOUT_GUARD, ...NOT_IN_SPECIFICATION].map(
    (path) => [path, null] as [string, null],
  ),
  ...PATIENT.map((path) => [path, 'patient'] as [string, RouteRequirement]),
  ...DOCTOR.map((path) => [path, 'medecin'] as [string, RouteRequirement]),
  ...ADMIN.map((path) => [path, 'staff'] as [string, RouteRequirement]),
];

describe('route table', () => {
  it('has every path of the specification and only the documented additions', () => {
    expect(ROUTES.map((entry) => entry.path).sort()).toEqual(EXPECTED.map(([path]) => path).sort());
  });

  it.each(EXPECTED)('%s requires %s', (path, requirement) => {
    expect(ROUTES.find((entry) => entry.path === path)?.requirement).toBe(requirement);
  });

  it('has unique ids and paths', () => {
    expect(new Set(ROUTES.map((entry) => entry.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((entry) => entry.path)).size).toBe(ROUTES.length);
  });

  it('gives every route a title and a description in French and English', () => {
    const catalogues: Record<string, [Record<string, { title: string }>, Record<string, string>]> = {
      // French: the doctor's and staff titles travel with those spaces' chunks (app/space-screens.ts).
      fr: [{ ...fr.routes, ...frDoctorRoutes.routes, ...frAdminRoutes.routes }, frDescriptions],
      en: [en.routes, enDescriptions],
    };
    for (const [language, [routes, descriptions]] of Object.entries(catalogues)) {
      for (const entry of ROUTES) {
        expect(routes[entry.id]?.title, `${language} ${entry.id}`).toBeTruthy();
        expect(descriptions[entry.descriptionKey], `${language} ${entry.id}`).toBeTruthy();
      }
    }
  });

  it('finds the requirement of a concrete path, parameters included', () => {
    expect(requirementForPath('/admin/medecins/edit/42')).toBe('staff');
    expect(requirementForPath('/dashboard-medecin/patients/7/dossier')).toBe('medecin');
    expect(requirementForPath('/patient/factures/personnalisee/9/paiement')).toBeNull();
    expect(requirementForPath('/patient/factures')).toBe('patient');
    expect(requirementForPath('/nowhere')).toBeUndefined();
  });

  it('builds the three dashboards and the sign-in pages', () => {
    const built = ROUTES.filter((entry) => entry.status === 'built').map((entry) => entry.path);
    expect(built).toEqual(
      expect.arrayContaining(['/', '/patient/dashboard', '/dashboard-medecin', '/admin/dashboard', ...LOGINS]),
    );
  });
});

/** The permission each screen limited to some roles needs (its API refuses the others). */
const SCREEN_PERMISSIONS: Record<string, StaffAction> = {
  adminDocumentArchives: 'archives.read',
  adminResults: 'results.manage',
};

describe('screens some staff may not use', () => {
  it('list exactly the roles the permission table lets use them', () => {
    const limited = ROUTES.filter((entry) => entry.roles !== null);
    expect(limited.map((entry) => entry.id).sort()).toEqual(Object.keys(SCREEN_PERMISSIONS).sort());
    for (const entry of limited) {
      const permission = SCREEN_PERMISSIONS[entry.id];
      expect(permission, entry.id).toBeDefined();
      const allowed = ROLES.filter((role) => permission !== undefined && mayDoAny(role, permission));
      expect([...(entry.roles ?? [])].sort(), entry.id).toEqual([...allowed].sort());
    }
  });

  it('are left out of the menus of the roles that may not use them, and while the role is not known', () => {
    const ids = (role: (typeof ROLES)[number] | null) => navigableRoutes('admin', role).map((entry) => entry.id);
    expect(ids('admin')).toContain('adminDocumentArchives');
    expect(ids('personnel_operationnel')).not.toContain('adminDocumentArchives');
    expect(ids('personnel_operationnel')).not.toContain('adminResults');
    expect(ids('personnel_operationnel')).toContain('adminTasks');
    expect(ids(null)).not.toContain('adminResults');
  });
});
