import type { TaskView } from '@sante/shared/task-constants';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Spinner } from '../../../components/ui/spinner';
import { TaskItem } from './task-item';

/** A list of tasks as both spaces show it: loading, error with « Réessayer », empty text, then each task. */
export function TaskList({
  tasks,
  empty,
  recordLinks,
  actions,
}: {
  tasks: UseQueryResult<TaskView[]>;
  /** What an empty list says. */
  empty: string;
  /** Links to the patient's record (the carer's space). */
  recordLinks: boolean;
  actions: (task: TaskView) => ReactNode;
}) {
  const { t } = useTranslation('tasks');
  return (
    <>
      {tasks.isPending && <Spinner label={t('loading')} />}
      {tasks.isError && (
        <QueryError error={tasks.error} onRetry={() => void tasks.refetch()} retrying={tasks.isFetching}>
          {t('loadError')}
        </QueryError>
      )}
      {tasks.data?.length === 0 && (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{empty}</p>
      )}
      {tasks.data && tasks.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {tasks.data.map((task) => (
            <TaskItem key={task.id} task={task} recordLinks={recordLinks} actions={actions(task)} />
          ))}
        </ul>
      )}
    </>
  );
}
