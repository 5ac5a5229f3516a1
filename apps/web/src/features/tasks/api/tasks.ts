import type { TaskStatus, TaskView } from '@sante/shared/task-constants';
import type { TCreateTaskRequest, TUpdateTaskRequest } from '@sante/shared/task-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TaskScope = 'doctor' | 'admin';
export type TaskListStatus = 'open' | 'done';

const tasksKey = (scope: TaskScope) => ['tasks', scope] as const;

/** `GET /api/doctor/tasks` (my own) or `GET /api/admin/tasks` (the team's), open or done. */
export function useTasks(scope: TaskScope, status: TaskListStatus, owner = '') {
  const query: Record<string, string> = { status, ...(owner ? { owner } : {}) };
  return useQuery({
    queryKey: [...tasksKey(scope), query],
    queryFn: ({ signal }) =>
      apiRequest<{ tasks: TaskView[] }>(`/${scope}/tasks`, { query, signal }).then((r) => r.tasks),
  });
}

/** `PUT /api/doctor/tasks/{id}`: take, complete or cancel one of my tasks. */
export function useChangeMyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TaskStatus }) =>
      apiRequest<{ task: TaskView }>(`/doctor/tasks/${id}`, { method: 'PUT', body: { status } }).then((r) => r.task),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey('doctor') }),
  });
}

/** `POST /api/admin/tasks`: a task written by staff. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateTaskRequest) =>
      apiRequest<{ task: TaskView }>('/admin/tasks', { method: 'POST', body }).then((r) => r.task),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey('admin') }),
  });
}

/** `PUT /api/admin/tasks/{id}`: assign, change the status or the priority. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TUpdateTaskRequest & { id: string }) =>
      apiRequest<{ task: TaskView }>(`/admin/tasks/${id}`, { method: 'PUT', body }).then((r) => r.task),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksKey('admin') }),
  });
}
