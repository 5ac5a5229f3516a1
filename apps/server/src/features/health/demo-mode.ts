import { like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';

export const DEMO_EMAIL_DOMAIN = '@demo.cm';

/** Whether the demo accounts exist (the SPA then shows « Mode démonstration »). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(like(user.email, `%${DEMO_EMAIL_DOMAIN}`))
    .limit(1);
  return rows.length > 0;
}
