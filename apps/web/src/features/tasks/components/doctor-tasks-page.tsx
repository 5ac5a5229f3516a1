import type { TaskStatus } from '@sante/shared/task-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeMyTask, useTasks, type TaskListStatus } from '../api/tasks';
import { StatusTabs } from './status-tabs';
import { TaskList } from './task-list';
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
      <TaskList
        tasks={tasks}
        empty={t(status === 'open' ? 'doctor.empty' : 'emptyDone')}
        recordLinks
        actions={(task) =>
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
    </div>
  );
}
