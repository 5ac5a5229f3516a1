import type { CarerRef } from './clinic-constants';

/**
 * The team's tasks (issue #13 §3, ADR 039), after FHIR `Task`: a status, a priority, an owner, a due date, the
 * patient it is for (or none). Some are created by the platform: a lab result to review, a prescription to sign.
 */
export const TASK_STATUSES = ['requested', 'in_progress', 'completed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** The statuses of a task still to do. */
export const OPEN_TASK_STATUSES = ['requested', 'in_progress'] as const satisfies readonly TaskStatus[];

export const TASK_PRIORITIES = ['routine', 'urgent', 'asap', 'stat'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_KINDS = ['manual', 'result_review', 'prescription_sign', 'message_reply'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/**
 * A patient's message still unanswered this many hours later opens a « Message à répondre » task for the carer of
 * the thread (or the team, ADR 050): half a working day, well inside the 24 h a patient is told to expect.
 */
export const UNANSWERED_MESSAGE_TASK_HOURS = 4;

/** A task as the doctor and staff see it. */
export type TaskView = {
  id: string;
  kind: TaskKind;
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  patient: { id: string; firstName: string; lastName: string } | null;
  owner: (CarerRef & { role: string | null }) | null;
  /** The lab result or prescription the task is about (automatic tasks). */
  focusId: string | null;
  dueAt: string | null;
  completedAt: string | null;
  createdAt: string;
};
export type TasksResponse = { tasks: TaskView[] };
