import type { TaskStatus } from '@sante/shared/task-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeMyTask, useTasks, type TaskListStatus } from '../api/tasks';
import { StatusTabs } from './status-tabs';
import { TaskItem } from './task-item';
import './register-tasks-catalogue';

/** `/dashboard-medecin/taches`: my tasks (results to review, prescriptions to sign, staff's requests). */
export function DoctorTasksPage() {
  const { t } = useTranslation('tasks');
  const [status, setStatus] = useState<TaskListStatus>('open');
  const tasks = useTasks('doctor', status);
  const change = useChangeMyTask();
  const set = (id: string, next: TaskStatus) =>
    change.mutate(
      { id, status: next },
      {
        onSuccess: () => notifySuccess(t(`changed.${next}`)),
        onError: () => notifyError(t('changeError')),
      },
    );
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('doctor.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('doctor.description')}</p>
      </header>
      <StatusTabs status={status} onChange={setStatus} />
      {tasks.isPending && <Spinner label={t('loading')} />}
      {tasks.isError && (
        <QueryError error={tasks.error} onRetry={() => void tasks.refetch()} retrying={tasks.isFetching}>
          {t('loadError')}
        </QueryError>
      )}
      {tasks.data?.length === 0 && (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t(status === 'open' ? 'doctor.empty' : 'emptyDone')}
        </p>
      )}
      {tasks.data && tasks.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {tasks.data.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              recordLinks
              actions={
                status === 'open' && (
                  <>
                    {task.status === 'requested' && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={change.isPending}
                        onClick={() => set(task.id, 'in_progress')}
                      >
                        {t('actions.start')}
                      </Button>
                    )}
                    {task.kind === 'manual' && (
                      <Button size="sm" disabled={change.isPending} onClick={() => set(task.id, 'completed')}>
                        {t('actions.complete')}
                      </Button>
                    )}
                  </>
                )
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}
