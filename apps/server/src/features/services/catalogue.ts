import type { CatalogueService } from '@sante/shared/catalogue-constants';
import type { ZServiceRequestSchema } from '@sante/shared/service-schemas';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { services } from '../../db/schema/services';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';

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

const codeTaken = () =>
  new AppError('service_code_exists', { fieldErrors: { code: ['validation.serviceCodeExists'] } });

/** Adds a service (409 `service_code_exists` when its code is taken), with an audit row. */
export async function createService(db: Db, actor: Actor, input: ServiceInput): Promise<CatalogueService> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(services).values(input).returning();
      if (!row) throw new Error('service insert returned no row');
      await auditChange(tx, actor, 'service.create', row.id);
      return view(row);
    });
  } catch (error) {
    if (isCodeConflict(error)) throw codeTaken();
    throw error;
  }
}

/** Replaces a service (404 when unknown, 409 on a taken code), with an audit row. */
export async function updateService(db: Db, actor: Actor, id: string, input: ServiceInput): Promise<CatalogueService> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(services)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(services.id, id))
        .returning();
      if (!row) throw new AppError('not_found');
      await auditChange(tx, actor, 'service.update', row.id);
      return view(row);
    });
  } catch (error) {
    if (isCodeConflict(error)) throw codeTaken();
    throw error;
  }
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
