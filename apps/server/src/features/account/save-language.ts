import type { Language } from '@sante/shared/constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema/profiles';

/** Stores the language of the messages sent to the caller (e-mails, WhatsApp, SMS). */
export async function saveLanguage(db: Db, userId: string, language: Language): Promise<{ language: Language }> {
  await db.update(userProfiles).set({ language }).where(eq(userProfiles.userId, userId));
  return { language };
}
