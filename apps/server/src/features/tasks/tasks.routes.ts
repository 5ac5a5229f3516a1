import {
  ZCreateTaskRequestSchema,
  ZDoctorTaskStatusRequestSchema,
  ZTaskListQuerySchema,
  ZUpdateTaskRequestSchema,
} from '@sante/shared/task-schemas';
import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requirePermission, requireRole } from '../auth/require-caller';
import type { ClinicActor } from '../clinic/care-relationship';
import { changeMyTaskStatus, createTask, updateTask } from './change-task';
import { listMyTasks, listTeamTasks } from './list-tasks';

function actorOf(c: Context<AppBindings>): ClinicActor {
  const caller = callerOf(c);
  return { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
}

/** `/api/doctor/tasks` (ADR 039): the carer's own tasks; anyone else's is 404. */
export function doctorTasksRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requireRole(deps, 'medecin'))
    .get('/', async (c) => {
      const { status } = parseWith(ZTaskListQuerySchema, c.req.query());
      return c.json({ tasks: await listMyTasks(deps.db, actorOf(c), status === 'open') });
    })
    .put('/:id', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const { status } = await jsonBody(c, ZDoctorTaskStatusRequestSchema);
      return c.json({ task: await changeMyTaskStatus(deps.db, actorOf(c), id, status, new Date()) });
    });
}

/** `/api/admin/tasks` (`tasks.manage`): staff create, assign and follow every task. */
export function adminTasksRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requirePermission(deps, 'tasks.manage', 'tasks'))
    .get('/', async (c) => {
      const { status, owner } = parseWith(ZTaskListQuerySchema, c.req.query());
      return c.json({ tasks: await listTeamTasks(deps.db, actorOf(c), status === 'open', owner) });
    })
    .post('/', async (c) => {
      const input = await jsonBody(c, ZCreateTaskRequestSchema);
      return c.json({ task: await createTask(deps.db, actorOf(c), input, new Date()) }, 201);
    })
    .put('/:id', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZUpdateTaskRequestSchema);
      return c.json({ task: await updateTask(deps.db, actorOf(c), id, input, new Date()) });
    });
}
