import type {
  ConversationSide,
  ConversationSummary,
  InboxFilter,
  NextBooking,
} from '@sante/shared/conversation-constants';
import { ageOn } from '@sante/shared/calendar-date';
import { isStaffRole } from '@sante/shared/roles';
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-context';
import {
  conversationAttachments,
  conversationMessages,
  conversationReceipts,
  conversations,
  userPresence,
} from '../../db/schema/conversations';
import { doctorProfiles } from '../../db/schema/doctors';
import { dependents } from '../../db/schema/vaccinations';
import { patientProfiles } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import { foldedContains, phoneContains, phoneDigits } from '../../lib/text-search';
import { conversationScope, type Participant } from './conversation-access';

const LIST_LIMIT = 200;

export type ConversationListOptions = { filter?: InboxFilter; q?: string | undefined; conversationId?: string };

function sideOfRole(participant: Participant): ConversationSide {
  if (isStaffRole(participant.role)) return 'team';
  return participant.role === 'patient' ? 'patient' : 'carer';
}

function nextBookingOf(value: unknown): NextBooking | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== 'object') return null;
  const { id, reference, startsAt } = parsed as { id?: unknown; reference?: unknown; startsAt?: unknown };
  if (typeof id !== 'string' || typeof startsAt !== 'string') return null;
  return {
    id,
    reference: typeof reference === 'string' ? reference : null,
    startsAt: new Date(startsAt).toISOString(),
  };
}

/** Staff inbox views and search: patient name, phone or booking reference (and the doctor's name, internal threads). */
function inboxConditions(participant: Participant, options: ConversationListOptions, names: SQL[], phone: SQL): SQL[] {
  if (!isStaffRole(participant.role)) return [];
  const conditions: SQL[] = [];
  if (options.filter === 'unassigned') {
    conditions.push(
      and(
        eq(conversations.kind, 'patient_team'),
        eq(conversations.status, 'open'),
        isNull(conversations.assignedTo),
      ) as SQL,
    );
  }
  if (options.filter === 'mine') conditions.push(eq(conversations.assignedTo, participant.userId));
  const q = options.q?.trim();
  if (q) {
    const digits = phoneDigits(q);
    const byReference = sql`exists (select 1 from bookings b where b.patient_id = ${conversations.patientId}
      and upper(b.reference) like ${`%${q.toUpperCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`})`;
    const matches = [...names.map((name) => foldedContains(name, q)), byReference];
    if (digits) matches.push(phoneContains(phone, digits));
    conditions.push(or(...matches) as SQL);
  }
  return conditions;
}

/**
 * The caller's conversations, newest activity first, each with what the list and the header show: the people
 * (the patient's phone, age and next booking for carers and staff; the carer's phone for the patient), the last
 * message, the caller's unread count (messages from the other side after their read watermark) and the presence
 * of the person on the other side.
 */
export async function listConversations(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  participant: Participant,
  options: ConversationListOptions,
  now: Date,
): Promise<ConversationSummary[]> {
  const patient = alias(userProfiles, 'patient_profile');
  const carer = alias(userProfiles, 'carer_profile');
  const assignee = alias(userProfiles, 'assignee_profile');
  const last = alias(conversationMessages, 'last_message');
  const side = sideOfRole(participant);
  const notMine =
    side === 'team'
      ? sql`m.sender_role not in ('admin', 'super_admin', 'personnel_operationnel')`
      : sql`m.sender_id is distinct from ${participant.userId}`;
  const ownBookingsOnly = side === 'carer' ? sql`and b.doctor_id = ${participant.userId}` : sql``;
  const names = [
    sql`${patient.firstName} || ' ' || ${patient.lastName}`,
    sql`${carer.firstName} || ' ' || ${carer.lastName}`,
    sql`${dependents.firstName}`,
  ];
  const rows = await deps.db
    .select({
      conversation: conversations,
      patientFirstName: patient.firstName,
      patientLastName: patient.lastName,
      patientPhone: patient.phone,
      dateOfBirth: patientProfiles.dateOfBirth,
      dependentFirstName: dependents.firstName,
      dependentDateOfBirth: dependents.dateOfBirth,
      carerFirstName: carer.firstName,
      carerLastName: carer.lastName,
      carerPhone: carer.phone,
      profession: doctorProfiles.profession,
      sex: doctorProfiles.sex,
      assigneeFirstName: assignee.firstName,
      assigneeLastName: assignee.lastName,
      lastBody: last.body,
      lastAt: last.createdAt,
      lastRetractedAt: last.retractedAt,
      lastSenderId: last.senderId,
      lastAttachment: conversationAttachments.kind,
      unread: sql<number>`(select count(*)::int from conversation_messages m
        where m.conversation_id = ${conversations.id} and m.seq > coalesce(${conversationReceipts.readSeq}, 0)
        and ${notMine})`,
      nextBooking: sql<unknown>`(select json_build_object('id', b.id, 'reference', b.reference, 'startsAt', b.starts_at)
        from bookings b where b.patient_id = ${conversations.patientId} and b.status in ('pending', 'confirmed')
        and b.starts_at > ${now.toISOString()}::timestamptz ${ownBookingsOnly} order by b.starts_at limit 1)`,
    })
    .from(conversations)
    .leftJoin(patient, eq(patient.userId, conversations.patientId))
    .leftJoin(patientProfiles, eq(patientProfiles.userId, conversations.patientId))
    .leftJoin(dependents, eq(dependents.id, conversations.dependentId))
    .leftJoin(carer, eq(carer.userId, conversations.carerId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, conversations.carerId))
    .leftJoin(assignee, eq(assignee.userId, conversations.assignedTo))
    .leftJoin(last, and(eq(last.conversationId, conversations.id), eq(last.seq, conversations.lastSeq)))
    .leftJoin(conversationAttachments, eq(conversationAttachments.messageId, last.id))
    .leftJoin(
      conversationReceipts,
      and(
        eq(conversationReceipts.conversationId, conversations.id),
        eq(conversationReceipts.userId, participant.userId),
      ),
    )
    .where(
      and(
        conversationScope(participant),
        options.conversationId ? eq(conversations.id, options.conversationId) : undefined,
        ...inboxConditions(participant, options, names, sql`${patient.phone}`),
      ),
    )
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`))
    .limit(LIST_LIMIT);

  const counterpartOf = (row: (typeof rows)[number]): string | null => {
    const { kind, patientId, carerId } = row.conversation;
    if (side === 'patient') return kind === 'patient_carer' ? carerId : null;
    if (side === 'carer') return kind === 'patient_carer' ? patientId : null;
    return kind === 'patient_team' ? patientId : carerId;
  };
  const counterparts = [...new Set(rows.map(counterpartOf).filter((id): id is string => id !== null))];
  const [seen, online] =
    counterparts.length === 0
      ? [[], new Set<string>()]
      : await Promise.all([
          deps.db.select().from(userPresence).where(inArray(userPresence.userId, counterparts)),
          deps.realtime.onlineAmong(counterparts),
        ]);
  const lastSeen = new Map(seen.map((row) => [row.userId, row.lastSeenAt.toISOString()]));

  return rows.map((row) => {
    const { conversation } = row;
    const counterpart = counterpartOf(row);
    const showsPatient = side !== 'patient' && conversation.patientId !== null && row.patientFirstName !== null;
    const showsCarer = conversation.carerId !== null && row.carerFirstName !== null && row.profession !== null;
    return {
      id: conversation.id,
      kind: conversation.kind,
      status: conversation.status,
      side,
      patient: showsPatient
        ? {
            id: conversation.patientId ?? '',
            name: `${row.patientFirstName} ${row.patientLastName}`,
            phone: row.patientPhone,
            age: ageOn(row.dateOfBirth, now),
            nextBooking: nextBookingOf(row.nextBooking),
          }
        : null,
      dependent:
        conversation.dependentId && row.dependentFirstName && row.dependentDateOfBirth
          ? {
              id: conversation.dependentId,
              firstName: row.dependentFirstName,
              age: ageOn(row.dependentDateOfBirth, now),
            }
          : null,
      carer:
        showsCarer && row.profession
          ? {
              id: conversation.carerId ?? '',
              firstName: row.carerFirstName ?? '',
              lastName: row.carerLastName ?? '',
              profession: row.profession,
              sex: row.sex,
              phone: side === 'carer' ? null : row.carerPhone,
            }
          : null,
      assignedTo:
        conversation.assignedTo && row.assigneeFirstName
          ? { id: conversation.assignedTo, name: `${row.assigneeFirstName} ${row.assigneeLastName}` }
          : null,
      lastSeq: conversation.lastSeq,
      lastMessage: row.lastAt
        ? {
            body: row.lastRetractedAt ? null : row.lastBody,
            attachment: row.lastRetractedAt ? null : row.lastAttachment,
            createdAt: row.lastAt.toISOString(),
            mine: row.lastSenderId === participant.userId,
          }
        : null,
      unread: row.unread,
      presence: counterpart
        ? {
            userId: counterpart,
            online: online.has(counterpart),
            lastSeenAt: lastSeen.get(counterpart) ?? null,
          }
        : null,
    };
  });
}
