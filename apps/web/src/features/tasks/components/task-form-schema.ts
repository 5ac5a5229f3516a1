import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreateTaskRequestSchema } from '@sante/shared/task-schemas';
import type { z } from 'zod';

/** The staff's task form: the server's schema, downloaded on the form's first focus. */
export type TaskFormInput = z.input<typeof ZCreateTaskRequestSchema>;
export type TaskFormValues = z.output<typeof ZCreateTaskRequestSchema>;
export const taskFormResolver = zodResolver(ZCreateTaskRequestSchema);
