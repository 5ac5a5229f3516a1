/**
 * The demo accounts seeded into the test server's empty database (see README.md and
 * apps/server/src/db/seed.ts). Tests only sign them in and out with scope `local`: they never change them.
 */
export const DEMO_PASSWORD = 'Demo-Sante-2026';

export type DemoRole = 'patient' | 'medecin' | 'admin' | 'super_admin' | 'personnel_operationnel';

export type DemoAccount = {
  role: DemoRole;
  email: string;
  /** As a person would type it on the form. */
  phone: string;
  fullName: string;
  /** `roles.<role>` in apps/web/src/locales/fr/common.json. */
  roleLabel: string;
  signInPath: '/connexion/patient' | '/connexion/medecin' | '/connexion/personnel';
  home: '/patient/dashboard' | '/dashboard-medecin' | '/admin/dashboard';
};

export const DEMO: Record<DemoRole, DemoAccount> = {
  patient: {
    role: 'patient',
    email: 'patient@demo.cm',
    phone: '+237 690 000 001',
    fullName: 'Aïcha Mbarga',
    roleLabel: 'Patient',
    signInPath: '/connexion/patient',
    home: '/patient/dashboard',
  },
  medecin: {
    role: 'medecin',
    email: 'medecin@demo.cm',
    phone: '+237 690 000 002',
    fullName: 'Jean-Paul Nkoulou',
    roleLabel: 'Soignant',
    signInPath: '/connexion/medecin',
    home: '/dashboard-medecin',
  },
  admin: {
    role: 'admin',
    email: 'admin@demo.cm',
    phone: '+237 690 000 003',
    fullName: 'Brigitte Ekambi',
    roleLabel: 'Administrateur',
    signInPath: '/connexion/personnel',
    home: '/admin/dashboard',
  },
  super_admin: {
    role: 'super_admin',
    email: 'superadmin@demo.cm',
    phone: '+237 690 000 004',
    fullName: 'Emmanuel Fotso',
    roleLabel: 'Super administrateur',
    signInPath: '/connexion/personnel',
    home: '/admin/dashboard',
  },
  personnel_operationnel: {
    role: 'personnel_operationnel',
    email: 'personnel@demo.cm',
    phone: '+237 690 000 005',
    fullName: 'Clarisse Ngo Bassa',
    roleLabel: 'Personnel opérationnel',
    signInPath: '/connexion/personnel',
    home: '/admin/dashboard',
  },
};

/** A fresh patient created by a test (API or form); deleted by the fixture after the test. */
export type PatientIdentity = {
  firstName: string;
  lastName: string;
  /** E.164, e.g. `+237651234567`. */
  phone: string;
  password: string;
};

const LETTERS = 'abcdefghjkmnpqrstuvwxyz';

function randomLetters(count: number): string {
  let text = '';
  for (let index = 0; index < count; index += 1) text += LETTERS[Math.floor(Math.random() * LETTERS.length)];
  return text;
}

/** A random valid Cameroon mobile (`+2376` + 8 digits), never one of the demo numbers (+23769000000x). */
export function randomCameroonPhone(): string {
  for (;;) {
    const digits = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
    if (!digits.startsWith('9000000')) return `+2376${digits}`;
  }
}

/**
 * A patient nobody else uses. The password has no digits (so it cannot contain the phone) and no part of
 * the names, and is not a common password.
 */
export function newPatientIdentity(): PatientIdentity {
  const tag = randomLetters(6);
  return {
    firstName: 'Ndzana',
    lastName: `Essomba ${tag.toUpperCase()}`,
    phone: randomCameroonPhone(),
    password: `Kribi-Baobab-${randomLetters(8)}`,
  };
}
