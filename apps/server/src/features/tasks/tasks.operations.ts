import {
  ZCreateTaskRequestSchema,
  ZDoctorTaskStatusRequestSchema,
  ZUpdateTaskRequestSchema,
} from '@sante/shared/task-schemas';
import type { Operation } from '../openapi/operation';

/** The team's tasks (ADR 039): the carer's own, and staff's view of all. */
export const TASKS_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/doctor/tasks',
    summary: 'My tasks, open (by due date) or done: {tasks}',
    tag: 'records',
    auth: 'doctor',
    query: { status: 'open (default) or done' },
  },
  {
    method: 'put',
    path: '/api/doctor/tasks/{id}',
    summary: 'Change the status of one of my tasks (anyone else’s: 404): {task}',
    tag: 'records',
    auth: 'doctor',
    body: ZDoctorTaskStatusRequestSchema,
  },
  {
    method: 'get',
    path: '/api/admin/tasks',
    summary: "The team's tasks, open or done, optionally one owner's (`tasks.manage`): {tasks}",
    tag: 'admin',
    auth: 'staff',
    query: { status: 'open (default) or done', owner: "an owner's user id" },
  },
  {
    method: 'post',
    path: '/api/admin/tasks',
    summary: 'Create a task, for a patient or not, assigned or not (`tasks.manage`): {task}',
    tag: 'admin',
    auth: 'staff',
    body: ZCreateTaskRequestSchema,
    success: 201,
  },
  {
    method: 'put',
    path: '/api/admin/tasks/{id}',
    summary: 'Assign, reprioritise, reschedule or change the status of a task (`tasks.manage`): {task}',
    tag: 'admin',
    auth: 'staff',
    body: ZUpdateTaskRequestSchema,
  },
];
