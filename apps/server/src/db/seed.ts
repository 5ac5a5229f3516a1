import type { Role } from '@sante/shared/roles';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-context';
import { createUser } from '../testing/factories';
import { seedDemoArchives } from './demo-archives';
import { DEMO_DOCTOR_PROFILE, seedDemoDoctors, seedDoctorProfile } from './demo-doctors';
import { seedDemoHistory } from './demo-history';
import { seedDemoShop } from './demo-shop';
import { staffPharmacists } from './schema/shop-orders';
import { user } from './schema/auth';

export const DEMO_PASSWORD = 'Demo-Sante-2026';

export const DEMO_ACCOUNTS: ReadonlyArray<{
  role: Role;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  city: string;
  neighbourhood: string;
}> = [
  {
    role: 'patient',
    email: 'patient@demo.cm',
    phone: '+237690000001',
    firstName: 'Aïcha',
    lastName: 'Mbarga',
    city: 'Douala',
    neighbourhood: 'Akwa',
  },
  {
    role: 'medecin',
    email: 'medecin@demo.cm',
    phone: '+237690000002',
    firstName: 'Jean-Paul',
    lastName: 'Nkoulou',
    city: 'Yaoundé',
    neighbourhood: 'Bastos',
  },
  {
    role: 'admin',
    email: 'admin@demo.cm',
    phone: '+237690000003',
    firstName: 'Brigitte',
    lastName: 'Ekambi',
    city: 'Douala',
    neighbourhood: 'Bonapriso',
  },
  {
    role: 'super_admin',
    email: 'superadmin@demo.cm',
    phone: '+237690000004',
    firstName: 'Emmanuel',
    lastName: 'Fotso',
    city: 'Yaoundé',
    neighbourhood: 'Mvog-Mbi',
  },
  {
    role: 'personnel_operationnel',
    email: 'personnel@demo.cm',
    phone: '+237690000005',
    firstName: 'Clarisse',
    lastName: 'Ngo Bassa',
    city: 'Douala',
    neighbourhood: 'Bonamoussadi',
  },
];

/** The demo pharmacist's Ordre national des pharmaciens du Cameroun number (invented). */
export const DEMO_PHARMACIST_ORDRE_NUMBER = 'ONPC-DEMO-0427';

/**
 * The demo accounts (password `Demo-Sante-2026`), the demo patient's past visits and archived documents, idempotent: an existing
 * account or visit is left as it is.
 */
export async function seedDemo(deps: Pick<AppDeps, 'db' | 'logger' | 'store'>): Promise<number> {
  let created = 0;
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, demo.email));
    if (existing.length > 0) continue;
    const { userId } = await createUser(deps, { ...demo, password: DEMO_PASSWORD });
    if (demo.role === 'medecin') await seedDoctorProfile(deps, userId, DEMO_DOCTOR_PROFILE);
    // The operations demo account is also the platform's pharmacist, who reviews orders' prescriptions (ADR 042).
    if (demo.role === 'personnel_operationnel')
      await deps.db.insert(staffPharmacists).values({ userId, ordreNumber: DEMO_PHARMACIST_ORDRE_NUMBER });
    created++;
  }
  created += await seedDemoDoctors(deps, DEMO_PASSWORD);
  const pastVisits = await seedDemoHistory(deps);
  const shopProducts = await seedDemoShop(deps.db);
  const archived = await seedDemoArchives(deps);
  deps.logger.info({ created, pastVisits, shopProducts, archived }, 'demo accounts seeded');
  return created;
}

/**
 * Seeds the demo accounts into an EMPTY database only: on the embedded database outside production, or
 * anywhere when `SEED_DEMO=1`.
 */
export async function seedIfEmpty(
  deps: Pick<AppDeps, 'db' | 'logger' | 'env' | 'store'>,
  kind: 'pglite' | 'postgres',
): Promise<boolean> {
  const allowed = (kind === 'pglite' && deps.env.NODE_ENV !== 'production') || deps.env.SEED_DEMO;
  if (!allowed) return false;
  const [row] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(user);
  if ((row?.count ?? 0) > 0) return false;
  await seedDemo(deps);
  return true;
}
