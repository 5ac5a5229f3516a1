import { PRESENCE_EVENT, type Presence } from '@sante/shared/conversation-constants';
import { isStaffRole } from '@sante/shared/roles';
import { eq, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { conversations, userPresence } from '../../db/schema/conversations';
import { STAFF_ROOM, userRoom } from '../../realtime/realtime-hub';
import type { Participant } from './conversation-access';

/**
 * The rooms of the people who share a conversation with `participant` and see their presence: a patient's carers
 * (and staff, for their team thread); a carer's patients (and staff). Staff members are « l'équipe », not shown
 * one by one: their presence goes nowhere.
 */
async function watchersOf(deps: Pick<AppDeps, 'db'>, participant: Participant): Promise<string[]> {
  if (isStaffRole(participant.role)) return [];
  const rows = await deps.db
    .select({ kind: conversations.kind, patientId: conversations.patientId, carerId: conversations.carerId })
    .from(conversations)
    .where(or(eq(conversations.patientId, participant.userId), eq(conversations.carerId, participant.userId)));
  const rooms = new Set<string>();
  for (const row of rows) {
    if (row.kind !== 'patient_carer') rooms.add(STAFF_ROOM);
    else {
      const other = row.patientId === participant.userId ? row.carerId : row.patientId;
      if (other) rooms.add(userRoom(other));
    }
  }
  return [...rooms];
}

/**
 * A socket opened or closed: on the first one the person comes online, on the last one they go offline and their
 * « vu pour la dernière fois » is stored; either is pushed to the people who share a conversation with them.
 */
export async function presenceChanged(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  participant: Participant,
  online: boolean,
  now: Date,
): Promise<void> {
  if (!online) {
    await deps.db
      .insert(userPresence)
      .values({ userId: participant.userId, lastSeenAt: now })
      .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: now } });
  }
  const rooms = await watchersOf(deps, participant);
  const presence: Presence = {
    userId: participant.userId,
    online,
    lastSeenAt: online ? null : now.toISOString(),
  };
  deps.realtime.emitTo(rooms, PRESENCE_EVENT, presence);
}
