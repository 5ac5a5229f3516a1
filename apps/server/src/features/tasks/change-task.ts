import type { TaskView } from '@sante/shared/task-constants';
import type { ZCreateTaskRequestSchema, ZUpdateTaskRequestSchema } from '@sante/shared/task-schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema/profiles';
import { tasks } from '../../db/schema/tasks';
import { AppError } from '../../lib/app-error';
import type { ClinicActor } from '../clinic/care-relationship';
import { auditTask, taskViews } from './task-view';

type CreateInput = z.output<typeof ZCreateTaskRequestSchema>;
type UpdateInput = z.output<typeof ZUpdateTaskRequestSchema>;

/** The people a task may be assigned to: carers and staff, active. */
const ASSIGNABLE = ['medecin', 'admin', 'super_admin', 'personnel_operationnel'] as const;

/** Checks the owner and the patient named by staff (an unknown one is a field error, not a 500). */
async function checkPeople(db: Db, ownerId: string | null | undefined, patientId: string | null | undefined) {
  if (ownerId) {
    const [owner] = await db
      .select({ id: userProfiles.userId })
      .from(userProfiles)
      .where(
        and(
          eq(userProfiles.userId, ownerId),
          inArray(userProfiles.role, [...ASSIGNABLE]),
          eq(userProfiles.status, 'active'),
        ),
      );
    if (!owner) throw new AppError('validation_failed', { fieldErrors: { ownerId: ['validation.selectOption'] } });
  }
  if (patientId) {
    const [patient] = await db
      .select({ id: userProfiles.userId })
      .from(userProfiles)
      .where(and(eq(userProfiles.userId, patientId), eq(userProfiles.role, 'patient')));
    if (!patient) throw new AppError('validation_failed', { fieldErrors: { patientId: ['validation.selectOption'] } });
  }
}

async function viewOf(db: Db, id: string): Promise<TaskView> {
  const [view] = await taskViews(db, eq(tasks.id, id), true);
  if (!view) throw new AppError('not_found');
  return view;
}

/** `POST /api/admin/tasks` (`tasks.manage`): a task written by staff. Audited in the same transaction. */
export async function createTask(db: Db, actor: ClinicActor, input: CreateInput, now: Date): Promise<TaskView> {
  return db.transaction(async (tx) => {
    await checkPeople(tx, input.ownerId, input.patientId);
    const [row] = await tx
      .insert(tasks)
      .values({
        title: input.title,
        description: input.description,
        priority: input.priority,
        patientId: input.patientId ?? null,
        ownerId: input.ownerId ?? null,
        createdBy: actor.userId,
        dueAt: input.dueAt ? new Date(input.dueAt) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tasks.id });
    if (!row) throw new Error('task insert returned no row');
    await auditTask(tx, actor, 'task.create', row.id, { assigned: Boolean(input.ownerId) });
    return viewOf(tx, row.id);
  });
}

const statusChange = (status: TaskView['status'] | undefined, now: Date) =>
  status === undefined ? {} : { status, completedAt: status === 'completed' || status === 'cancelled' ? now : null };

/** `PUT /api/admin/tasks/{id}` (`tasks.manage`): assign, reprioritise, reschedule, change the status. Audited. */
export async function updateTask(
  db: Db,
  actor: ClinicActor,
  id: string,
  input: UpdateInput,
  now: Date,
): Promise<TaskView> {
  return db.transaction(async (tx) => {
    await checkPeople(tx, input.ownerId, null);
    const [row] = await tx
      .update(tasks)
      .set({
        ...statusChange(input.status, now),
        ...(input.priority ? { priority: input.priority } : {}),
        ...(input.ownerId !== undefined ? { ownerId: input.ownerId } : {}),
        ...(input.dueAt !== undefined ? { dueAt: input.dueAt ? new Date(input.dueAt) : null } : {}),
        updatedAt: now,
      })
      .where(eq(tasks.id, id))
      .returning({ id: tasks.id });
    if (!row) throw new AppError('not_found');
    await auditTask(tx, actor, 'task.update', row.id, {
      status: input.status ?? null,
      reassigned: input.ownerId !== undefined,
    });
    return viewOf(tx, row.id);
  });
}

/**
 * `PUT /api/doctor/tasks/{id}` (a carer): the status of one of their own tasks. Scoped in the query (`owner_id` =
 * caller): anyone else's task is 404. Audited.
 */
export async function changeMyTaskStatus(
  db: Db,
  actor: ClinicActor,
  id: string,
  status: TaskView['status'],
  now: Date,
): Promise<TaskView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tasks)
      .set({ ...statusChange(status, now), updatedAt: now })
      .where(and(eq(tasks.id, id), eq(tasks.ownerId, actor.userId)))
      .returning({ id: tasks.id });
    if (!row) throw new AppError('not_found');
    await auditTask(tx, actor, 'task.update_mine', row.id, { status });
    return viewOf(tx, row.id);
  });
}
