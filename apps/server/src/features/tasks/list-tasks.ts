import type { TaskView } from '@sante/shared/task-constants';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema/tasks';
import type { ClinicActor } from '../clinic/care-relationship';
import { auditTask, statusIn, taskViews } from './task-view';

/** `GET /api/doctor/tasks`: the caller's own tasks only (scoped in the query), open or done. Audited (count). */
export async function listMyTasks(db: Db, actor: ClinicActor, open: boolean): Promise<TaskView[]> {
  const list = await taskViews(db, and(eq(tasks.ownerId, actor.userId), statusIn(open)), open);
  await auditTask(db, actor, 'task.list_mine', null, { count: list.length });
  return list;
}

/** `GET /api/admin/tasks` (`tasks.manage`): every task, open or done, optionally one owner's. Audited (count). */
export async function listTeamTasks(
  db: Db,
  actor: ClinicActor,
  open: boolean,
  ownerId: string | undefined,
): Promise<TaskView[]> {
  const list = await taskViews(db, and(statusIn(open), ownerId ? eq(tasks.ownerId, ownerId) : undefined), open);
  await auditTask(db, actor, 'task.list', null, { count: list.length });
  return list;
}
