import { randomUUID } from 'node:crypto';
import { doctorProfiles } from '../db/schema/doctors';
import { signedIn, type SignedIn } from './signed-in-client';
import type { TestServer } from './test-server';

type CarerProfile = Omit<typeof doctorProfiles.$inferInsert, 'userId'>;

/** A doctor's professional profile: a general practitioner of Douala, 8 years of practice, verified (active). */
const GENERAL_PRACTITIONER: CarerProfile = {
  profession: 'medecin',
  sex: 'male',
  specialty: 'medecine_generale',
  licenceNumber: 'ONMC',
  city: 'Douala',
  yearsOfExperience: 8,
};

/** A signed-in doctor (or nurse, with `profile`) with a professional profile and an Ordre number of their own. */
export async function signedInCarer(server: TestServer, profile: Partial<CarerProfile> = {}): Promise<SignedIn> {
  const account = await signedIn(server, 'medecin');
  const values = { ...GENERAL_PRACTITIONER, ...profile };
  await server.deps.db.insert(doctorProfiles).values({
    ...values,
    userId: account.userId,
    licenceNumber: `${values.licenceNumber}-${randomUUID().slice(0, 8)}`,
  });
  return account;
}
