import { carerName } from '@sante/shared/carer-name';
import { TASK_PRIORITIES, TASK_STATUSES, type TaskStatus } from '@sante/shared/task-constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminCarersQueryOptions } from '../../admin-carers/api/admin-carers';
import { useCreateTask, useTasks, useUpdateTask, type TaskListStatus } from '../api/tasks';
import { StatusTabs } from './status-tabs';
import type { TaskFormInput, TaskFormValues } from './task-form-schema';
import { TaskList } from './task-list';
import './register-tasks-catalogue';

const taskForm = lazyResolver<TaskFormInput, TaskFormValues>(() =>
  import('./task-form-schema').then((m) => m.taskFormResolver),
);

const ACTIVE_CARERS = { q: '', profession: '', specialty: '', city: '', status: 'active' };

/** The carers a task may be assigned to (active ones), for the selects. */
function useAssignableCarers() {
  const { i18n } = useTranslation();
  const carers = useQuery(adminCarersQueryOptions(ACTIVE_CARERS));
  return (carers.data?.carers ?? []).map((carer) => ({
    id: carer.id,
    name: carer.profession ? carerName({ ...carer, profession: carer.profession }, i18n.language) : carer.lastName,
  }));
}

/** `/admin/taches`: staff write, assign and follow the team's tasks. */
export function AdminTasksPage() {
  const { t } = useTranslation('tasks');
  const [status, setStatus] = useState<TaskListStatus>('open');
  const [owner, setOwner] = useState('');
  const carers = useAssignableCarers();
  const tasks = useTasks('admin', status, owner);
  const update = useUpdateTask();
  const change = (id: string, body: { status?: TaskStatus; ownerId?: string | null }) =>
    update.mutate(
      { id, ...body },
      { onSuccess: () => notifySuccess(t('updated')), onError: () => notifyError(t('changeError')) },
    );
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('admin.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('admin.description')}</p>
      </header>
      <NewTaskForm carers={carers} />
      <div className="flex flex-wrap items-end gap-3">
        <StatusTabs status={status} onChange={setStatus} />
        <FormField id="tasks-owner-filter" label={t('admin.ownerFilter')} className="min-w-56">
          {(control) => (
            <Select {...control} value={owner} onChange={(event) => setOwner(event.target.value)}>
              <option value="">{t('admin.everyone')}</option>
              {carers.map((carer) => (
                <option key={carer.id} value={carer.id}>
                  {carer.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <TaskList
        tasks={tasks}
        empty={t(status === 'open' ? 'admin.empty' : 'emptyDone')}
        recordLinks={false}
        actions={(task) => (
          <>
            <FormField id={`task-${task.id}-owner`} label={t('admin.assign')} className="min-w-56">
              {(control) => (
                <Select
                  {...control}
                  value={task.owner?.id ?? ''}
                  disabled={update.isPending}
                  onChange={(event) => change(task.id, { ownerId: event.target.value || null })}
                >
                  <option value="">{t('unassigned')}</option>
                  {task.owner && !carers.some((carer) => carer.id === task.owner?.id) && (
                    <option value={task.owner.id}>
                      {task.owner.firstName} {task.owner.lastName}
                    </option>
                  )}
                  {carers.map((carer) => (
                    <option key={carer.id} value={carer.id}>
                      {carer.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField id={`task-${task.id}-status`} label={t('admin.status')} className="min-w-44">
              {(control) => (
                <Select
                  {...control}
                  value={task.status}
                  disabled={update.isPending}
                  onChange={(event) => change(task.id, { status: event.target.value as TaskStatus })}
                >
                  {TASK_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {t(`statuses.${value}`)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          </>
        )}
      />
    </div>
  );
}

function NewTaskForm({ carers }: { carers: { id: string; name: string }[] }) {
  const { t } = useTranslation('tasks');
  const { t: tc } = useTranslation();
  const create = useCreateTask();
  const { register, handleSubmit, setError, formState, reset } = useForm<TaskFormInput, unknown, TaskFormValues>({
    resolver: taskForm.resolver,
    defaultValues: { title: '', description: '', priority: 'routine', ownerId: null, dueAt: null },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notifySuccess(t('admin.created'));
      reset();
    } catch (failure) {
      applyServerErrors(failure, setError, ['title', 'description', 'priority', 'ownerId', 'dueAt']);
    }
  });
  return (
    <details className="rounded-xl border bg-card p-4">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">{t('admin.new')}</summary>
      <form noValidate onFocus={taskForm.preload} onSubmit={submit} className="mt-3 flex flex-col gap-3">
        <FormField id="task-title" label={t('fields.title')} errors={fieldMessages(tc, formState.errors.title)}>
          {(control) => <Input {...control} {...register('title')} />}
        </FormField>
        <FormField
          id="task-description"
          label={t('fields.description')}
          errors={fieldMessages(tc, formState.errors.description)}
        >
          {(control) => <Textarea {...control} {...register('description')} rows={2} />}
        </FormField>
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField id="task-priority" label={t('fields.priority')}>
            {(control) => (
              <Select {...control} {...register('priority')}>
                {TASK_PRIORITIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`priorities.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="task-owner" label={t('fields.owner')} errors={fieldMessages(tc, formState.errors.ownerId)}>
            {(control) => (
              <Select {...control} {...register('ownerId', { setValueAs: (value: string) => value || null })}>
                <option value="">{t('unassigned')}</option>
                {carers.map((carer) => (
                  <option key={carer.id} value={carer.id}>
                    {carer.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="task-due" label={t('fields.dueAt')} errors={fieldMessages(tc, formState.errors.dueAt)}>
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                {...register('dueAt', {
                  setValueAs: (value: string) => (value ? new Date(value).toISOString() : null),
                })}
              />
            )}
          </FormField>
        </div>
        <FormError error={Object.keys(formState.errors).length > 0 ? null : create.error} />
        <Button type="submit" className="self-start" disabled={create.isPending}>
          {t('admin.create')}
        </Button>
      </form>
    </details>
  );
}
