import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;

/** Who did what to whom, with ids only (never names, messages or medical content). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    outcome: text('outcome', { enum: AUDIT_OUTCOMES }).notNull(),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>(),
  },
  (table) => [
    index('audit_log_actor_at_idx').on(table.actorId, table.at),
    index('audit_log_target_at_idx').on(table.targetId, table.at),
    index('audit_log_action_at_idx').on(table.action, table.at),
  ],
);
