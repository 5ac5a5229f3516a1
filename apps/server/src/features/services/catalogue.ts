import type { CatalogueService } from '@sante/shared/catalogue-constants';
import type { ZServiceRequestSchema } from '@sante/shared/service-schemas';
import { asc, eq, like, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { services } from '../../db/schema/services';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { firstFreeCode, serviceCodeBase } from './service-code';

type ServiceInput = z.output<typeof ZServiceRequestSchema>;
type Actor = { userId: string; role: string | null; ip: string; requestId: string };

function view(row: typeof services.$inferSelect): CatalogueService {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    nameFr: row.nameFr,
    nameEn: row.nameEn,
    priceXaf: row.priceXaf,
    durationMinutes: row.durationMinutes,
    active: row.active,
    sortOrder: row.sortOrder,
  };
}

/** The catalogue in display order: the active services for everyone, every service for staff. */
export async function listServices(db: Db, options: { includeInactive: boolean }): Promise<CatalogueService[]> {
  const rows = await db
    .select()
    .from(services)
    .where(options.includeInactive ? undefined : eq(services.active, true))
    .orderBy(asc(services.sortOrder), asc(services.nameFr));
  return rows.map(view);
}

/** A unique violation on the code (drizzle wraps the driver error in `cause`). */
function isCodeConflict(error: unknown): boolean {
  const cause: unknown = error instanceof Error && error.cause ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}

/** Tries this many codes when creations of the same name race (each loser takes the next number). */
const CODE_ATTEMPTS = 5;

/**
 * Adds a service with an audit row. Its code is generated from the French name (`serviceCodeBase`), made
 * unique with -2, -3...; a concurrent creation that took the same code makes this one try the next.
 */
export async function createService(db: Db, actor: Actor, input: ServiceInput): Promise<CatalogueService> {
  const base = serviceCodeBase(input.nameFr);
  for (let attempt = 1; ; attempt++) {
    const taken = await db
      .select({ code: services.code })
      .from(services)
      .where(or(eq(services.code, base), like(services.code, `${base}-%`)));
    const code = firstFreeCode(
      base,
      taken.map((row) => row.code),
    );
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(services)
          .values({ ...input, code })
          .returning();
        if (!row) throw new Error('service insert returned no row');
        await auditChange(tx, actor, 'service.create', row.id);
        return view(row);
      });
    } catch (error) {
      if (!isCodeConflict(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/** Replaces a service but its code (fixed once created); 404 when unknown; with an audit row. */
export async function updateService(db: Db, actor: Actor, id: string, input: ServiceInput): Promise<CatalogueService> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(services)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(services.id, id))
      .returning();
    if (!row) throw new AppError('not_found');
    await auditChange(tx, actor, 'service.update', row.id);
    return view(row);
  });
}

async function auditChange(tx: Db, actor: Actor, action: string, serviceId: string): Promise<void> {
  await audit(tx, {
    action,
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'service',
    targetId: serviceId,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}
