import type { TClockEventRequest } from '@sante/shared/clock-schemas';
import { indexedStore } from '../../../lib/indexed-store';

/**
 * Clock events made without network, kept in IndexedDB until the server has them (ADR 036, the same way the
 * messaging outbox keeps messages, ADR 028): the phone's time and position travel as they were taken, and each
 * keeps its client id, so sending it again never records it twice.
 */
export type PendingClockEvent = TClockEventRequest & { clientId: string; deviceAt: string };

const outbox = indexedStore<PendingClockEvent>('sante-clock');

export function keepPendingClockEvent(event: PendingClockEvent): Promise<unknown> {
  return outbox.put(event);
}

export function forgetPendingClockEvent(clientId: string): Promise<unknown> {
  return outbox.remove(clientId);
}

/** Every queued event, oldest first: they are sent in the order they happened. */
export async function listPendingClockEvents(): Promise<PendingClockEvent[]> {
  return (await outbox.all()).sort((a, b) => a.deviceAt.localeCompare(b.deviceAt));
}
