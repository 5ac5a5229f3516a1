import { z } from 'zod';
import { TASK_PRIORITIES, TASK_STATUSES } from './task-constants';

const dueAt = z.iso.datetime({ offset: true, error: 'validation.invalidDate' }).nullish();

/** `GET /api/doctor/tasks` and `GET /api/admin/tasks`: open (to do) or done; staff also filter by owner. */
export const ZTaskListQuerySchema = z.object({
  status: z.enum(['open', 'done']).default('open'),
  owner: z.uuid({ error: 'validation.invalidFormat' }).optional(),
});
export type TTaskListQuery = z.input<typeof ZTaskListQuerySchema>;

/** `POST /api/admin/tasks`: a task written by staff, for a patient or not, assigned or not. */
export const ZCreateTaskRequestSchema = z.object({
  title: z
    .string({ error: 'validation.required' })
    .trim()
    .min(3, { error: 'validation.required' })
    .max(200, { error: 'validation.tooLong' }),
  description: z.string().trim().max(2000, { error: 'validation.tooLong' }).default(''),
  priority: z.enum(TASK_PRIORITIES, { error: 'validation.selectOption' }).default('routine'),
  patientId: z.uuid({ error: 'validation.invalidFormat' }).nullish(),
  ownerId: z.uuid({ error: 'validation.invalidFormat' }).nullish(),
  dueAt,
});
export type TCreateTaskRequest = z.input<typeof ZCreateTaskRequestSchema>;

/** `PUT /api/admin/tasks/{id}`: staff assign, reprioritise, reschedule or change the status. */
export const ZUpdateTaskRequestSchema = z
  .object({
    status: z.enum(TASK_STATUSES, { error: 'validation.selectOption' }).optional(),
    priority: z.enum(TASK_PRIORITIES, { error: 'validation.selectOption' }).optional(),
    ownerId: z.uuid({ error: 'validation.invalidFormat' }).nullish(),
    dueAt,
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'validation.required', path: ['status'] });
export type TUpdateTaskRequest = z.input<typeof ZUpdateTaskRequestSchema>;

/** `PUT /api/doctor/tasks/{id}`: the doctor takes, completes or cancels their own task. */
export const ZDoctorTaskStatusRequestSchema = z.object({
  status: z.enum(TASK_STATUSES, { error: 'validation.selectOption' }),
});
export type TDoctorTaskStatusRequest = z.input<typeof ZDoctorTaskStatusRequestSchema>;
