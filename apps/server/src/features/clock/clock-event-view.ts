import type { ClockEventView } from '@sante/shared/clock-constants';
import type { clockEvents } from '../../db/schema/clock';

type ClockEventRow = typeof clockEvents.$inferSelect;

/** What counts as the time of an event: the one staff corrected, else the phone's. */
export function effectiveAt(row: Pick<ClockEventRow, 'correctedAt' | 'deviceAt'>): Date {
  return row.correctedAt ?? row.deviceAt;
}

export function clockEventView(row: ClockEventRow): ClockEventView {
  return {
    id: row.id,
    clientId: row.clientId,
    kind: row.kind,
    bookingId: row.bookingId,
    serverAt: row.serverAt.toISOString(),
    deviceAt: row.deviceAt.toISOString(),
    effectiveAt: effectiveAt(row).toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
    accuracyM: row.accuracyM === null ? null : Math.round(row.accuracyM),
    distanceM: row.distanceM,
    outcome: row.outcome,
    offline: row.offline,
    review:
      row.reviewDecision && row.reviewedAt
        ? { decision: row.reviewDecision, reason: row.reviewReason ?? '', at: row.reviewedAt.toISOString() }
        : null,
  };
}
