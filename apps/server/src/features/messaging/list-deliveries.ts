import type { DeliveryView } from '@sante/shared/messaging-constants';
import type { TDeliveriesQuery } from '@sante/shared/messaging-schemas';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/jobs';
import { AppError } from '../../lib/app-error';

/** The columns staff may see: never the recipient, the parameters (codes, links) or the text. */
const VIEW_COLUMNS = {
  id: outboxMessages.id,
  channel: outboxMessages.channel,
  template: outboxMessages.template,
  kind: outboxMessages.kind,
  status: outboxMessages.status,
  attempts: outboxMessages.attempts,
  providerMessageId: outboxMessages.providerMessageId,
  lastErrorCode: outboxMessages.lastError,
  createdAt: outboxMessages.createdAt,
  sentAt: outboxMessages.sentAt,
  deliveredAt: outboxMessages.deliveredAt,
  readAt: outboxMessages.readAt,
  failedAt: outboxMessages.failedAt,
};

type Row = Omit<DeliveryView, 'createdAt' | 'sentAt' | 'deliveredAt' | 'readAt' | 'failedAt'> & {
  createdAt: Date;
  sentAt: Date | null;
  deliveredAt: Date | null;
  readAt: Date | null;
  failedAt: Date | null;
};

function viewOf(row: Row): DeliveryView {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
    failedAt: iso(row.failedAt),
  };
}

/** The 100 latest deliveries, newest first, optionally of one status and one channel. */
export async function listDeliveries(db: Db, query: TDeliveriesQuery): Promise<DeliveryView[]> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(outboxMessages.status, query.status));
  if (query.channel) filters.push(eq(outboxMessages.channel, query.channel));
  const rows = await db
    .select(VIEW_COLUMNS)
    .from(outboxMessages)
    .where(and(...filters))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(100);
  return rows.map(viewOf);
}

export async function getDelivery(db: Db, id: string): Promise<DeliveryView> {
  const [row] = await db.select(VIEW_COLUMNS).from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw new AppError('not_found');
  return viewOf(row);
}
