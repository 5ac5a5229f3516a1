import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services } from '../../db/schema/services';

type DefaultService = Omit<typeof services.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * The starting catalogue, in XAF, for Douala and Yaoundé (ADR 013). ESTIMATES awaiting the business's
 * confirmation, not a tariff: a public-hospital GP consultation costs about 2,000-5,000 FCFA and a blood count
 * 5,000-10,000 (private clinics up to 15,000) according to justvente.net ("Prix des examens médicaux au
 * Cameroun"); a private visit at home adds the clinician's travel across town, hence 15,000-25,000 for a doctor.
 * Nursing acts are priced per visit, consumables and laboratory tests billed on top. Staff change them in the
 * admin screens; this list is only written into an empty table.
 */
export const DEFAULT_SERVICES: readonly DefaultService[] = [
  {
    code: 'home_doctor_consultation',
    kind: 'home_visit',
    nameFr: 'Consultation de médecin à domicile',
    nameEn: 'Home doctor consultation',
    priceXaf: 20_000,
    durationMinutes: 45,
    sortOrder: 10,
  },
  {
    code: 'home_injection',
    kind: 'nursing',
    nameFr: 'Injection à domicile',
    nameEn: 'Injection at home',
    priceXaf: 4_000,
    durationMinutes: 20,
    sortOrder: 20,
  },
  {
    code: 'home_dressing',
    kind: 'nursing',
    nameFr: 'Pansement à domicile',
    nameEn: 'Wound dressing at home',
    priceXaf: 5_000,
    durationMinutes: 30,
    sortOrder: 30,
  },
  {
    code: 'home_infusion',
    kind: 'nursing',
    nameFr: 'Perfusion à domicile',
    nameEn: 'Infusion at home',
    priceXaf: 12_500,
    durationMinutes: 90,
    sortOrder: 40,
  },
  {
    code: 'post_operative_care',
    kind: 'nursing',
    nameFr: 'Soins post-opératoires à domicile',
    nameEn: 'Post-operative care at home',
    priceXaf: 15_000,
    durationMinutes: 60,
    sortOrder: 50,
  },
  {
    code: 'home_sample_collection',
    kind: 'sample_collection',
    nameFr: 'Prélèvement à domicile (analyses en sus)',
    nameEn: 'Sample collection at home (tests extra)',
    priceXaf: 5_000,
    durationMinutes: 20,
    sortOrder: 60,
  },
  {
    code: 'video_teleconsultation',
    kind: 'teleconsultation',
    nameFr: 'Téléconsultation vidéo',
    nameEn: 'Video teleconsultation',
    priceXaf: 7_500,
    durationMinutes: 20,
    sortOrder: 70,
  },
  {
    code: 'cabinet_consultation',
    kind: 'cabinet',
    nameFr: 'Consultation au cabinet',
    nameEn: 'Consultation at the practice',
    priceXaf: 10_000,
    durationMinutes: 30,
    sortOrder: 80,
  },
  {
    code: 'chronic_follow_up_monthly',
    kind: 'follow_up',
    nameFr: 'Suivi des maladies chroniques (diabète, hypertension), par mois',
    nameEn: 'Chronic disease follow-up (diabetes, hypertension), monthly',
    priceXaf: 30_000,
    durationMinutes: 45,
    sortOrder: 90,
  },
  {
    code: 'elderly_follow_up_monthly',
    kind: 'follow_up',
    nameFr: 'Suivi à domicile des personnes âgées, par mois',
    nameEn: 'Home follow-up of elderly people, monthly',
    priceXaf: 40_000,
    durationMinutes: 60,
    sortOrder: 100,
  },
];

/**
 * Writes the starting catalogue into an EMPTY services table (at boot, like the storage buckets): a catalogue
 * staff have edited, even emptied of active services, is never touched. Idempotent and safe to race.
 */
export async function ensureDefaultServices(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(services);
  if ((row?.count ?? 0) > 0) return 0;
  const inserted = await db
    .insert(services)
    .values([...DEFAULT_SERVICES])
    .onConflictDoNothing({ target: services.code })
    .returning({ id: services.id });
  return inserted.length;
}
