import type { TaskView } from '@sante/shared/task-constants';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { doctorProfiles } from '../../db/schema/doctors';
import { userProfiles } from '../../db/schema/profiles';
import { tasks } from '../../db/schema/tasks';
import { audit } from '../../lib/audit';
import type { ClinicActor } from '../clinic/care-relationship';

const patient = alias(userProfiles, 'task_patient');
const owner = alias(userProfiles, 'task_owner');

/** At most this many tasks in a list (the most urgent first). */
const TASKS_LIMIT = 300;

/** Open tasks first by due date (none last) then priority; done ones newest first. */
const ORDER_OPEN = [
  sql`${tasks.dueAt} asc nulls last`,
  sql`case ${tasks.priority} when 'stat' then 0 when 'asap' then 1 when 'urgent' then 2 else 3 end`,
  desc(tasks.createdAt),
];

/** Tasks matching `where`, with their patient and owner (titled by profession when a carer). */
export async function taskViews(db: Db, where: SQL | undefined, open: boolean): Promise<TaskView[]> {
  const rows = await db
    .select({
      task: tasks,
      patientFirstName: patient.firstName,
      patientLastName: patient.lastName,
      ownerFirstName: owner.firstName,
      ownerLastName: owner.lastName,
      ownerRole: owner.role,
      profession: doctorProfiles.profession,
      sex: doctorProfiles.sex,
    })
    .from(tasks)
    .leftJoin(patient, eq(patient.userId, tasks.patientId))
    .leftJoin(owner, eq(owner.userId, tasks.ownerId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, tasks.ownerId))
    .where(where)
    .orderBy(...(open ? ORDER_OPEN : [desc(tasks.updatedAt)]))
    .limit(TASKS_LIMIT);
  return rows.map(({ task, ...row }) => ({
    id: task.id,
    kind: task.kind,
    title: task.title,
    description: task.description,
    status: task.status,
    priority: task.priority,
    patient:
      task.patientId && row.patientFirstName !== null
        ? { id: task.patientId, firstName: row.patientFirstName, lastName: row.patientLastName ?? '' }
        : null,
    owner:
      task.ownerId && row.ownerFirstName !== null
        ? {
            id: task.ownerId,
            firstName: row.ownerFirstName,
            lastName: row.ownerLastName ?? '',
            profession: row.profession ?? 'medecin',
            sex: row.sex ?? null,
            role: row.ownerRole,
          }
        : null,
    focusId: task.focusId,
    dueAt: task.dueAt?.toISOString() ?? null,
    completedAt: task.completedAt?.toISOString() ?? null,
    createdAt: task.createdAt.toISOString(),
  }));
}

/** The where-clause of open (to do) or done tasks. */
export function statusIn(open: boolean): SQL {
  return inArray(tasks.status, open ? ['requested', 'in_progress'] : ['completed', 'cancelled']);
}

/** Audits an action on tasks (ids and counts only). */
export function auditTask(
  db: Db,
  actor: ClinicActor,
  action: string,
  taskId: string | null,
  details: Record<string, string | number | boolean | null> = {},
) {
  return audit(db, {
    action,
    outcome: 'success',
    actorId: actor.userId,
    actorRole: actor.role,
    targetType: 'task',
    targetId: taskId,
    ip: actor.ip,
    requestId: actor.requestId,
    details,
  });
}

type AutomaticTask = {
  kind: 'result_review' | 'prescription_sign' | 'message_reply';
  focusId: string;
  title: string;
  patientId: string;
  ownerId: string | null;
  priority: 'routine' | 'urgent';
  dueAt: Date;
  now: Date;
};

/** Opens the platform's task about a result or a prescription (once: a second one while open is ignored). */
export async function openAutomaticTask(db: Db, task: AutomaticTask): Promise<void> {
  const { now, ...values } = task;
  await db
    .insert(tasks)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

/** Completes the open platform task about `focusId` (the result was released, the prescription signed). */
export async function completeAutomaticTask(
  db: Db,
  kind: AutomaticTask['kind'],
  focusId: string,
  now: Date,
): Promise<void> {
  await db
    .update(tasks)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(
      and(
        eq(tasks.kind, kind),
        eq(tasks.focusId, focusId),
        or(eq(tasks.status, 'requested'), eq(tasks.status, 'in_progress')),
      ),
    );
}
