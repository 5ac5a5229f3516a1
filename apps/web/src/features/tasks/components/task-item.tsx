import { carerName } from '@sante/shared/carer-name';
import type { TaskView } from '@sante/shared/task-constants';
import { ClipboardList, FlaskConical, FileSignature, MessageSquareReply } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import './register-tasks-catalogue';

const ICONS = {
  manual: ClipboardList,
  result_review: FlaskConical,
  prescription_sign: FileSignature,
  message_reply: MessageSquareReply,
} as const;

/** The title a reader sees: staff's own words, or the platform's kind of task in the reader's language. */
export function useTaskTitle() {
  const { t } = useTranslation('tasks');
  return (task: TaskView) =>
    task.kind === 'manual' ? task.title : t(`kinds.${task.kind}`, { title: task.title || undefined });
}

/** One task: what, for whom, by when, how urgent, who owns it; `actions` are the buttons of the screen. */
export function TaskItem({ task, recordLinks, actions }: { task: TaskView; recordLinks: boolean; actions: ReactNode }) {
  const { t, i18n } = useTranslation('tasks');
  const title = useTaskTitle();
  const language = i18n.language;
  const Icon = ICONS[task.kind];
  // The time the list was shown: « en retard » does not change under the reader's eyes.
  const [shownAt] = useState(() => Date.now());
  const late = task.dueAt !== null && task.completedAt === null && Date.parse(task.dueAt) < shownAt;
  const patientName = task.patient ? `${task.patient.firstName} ${task.patient.lastName}` : null;
  return (
    <li className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-medium break-words">{title(task)}</p>
          {task.description && <p className="text-sm break-words text-muted-foreground">{task.description}</p>}
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
            <span className={task.priority === 'routine' ? 'text-muted-foreground' : 'font-semibold text-destructive'}>
              {t(`priorities.${task.priority}`)}
            </span>
            <span>{t(`statuses.${task.status}`)}</span>
            {task.dueAt && (
              <span className={late ? 'font-semibold text-destructive' : undefined}>
                {t(late ? 'late' : 'due', { date: formatDateTime(new Date(task.dueAt), language) })}
              </span>
            )}
          </p>
          {patientName &&
            (recordLinks ? (
              <Link
                to={`/dashboard-medecin/patients/${task.patient?.id}/dossier`}
                className="inline-flex min-h-11 w-fit items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('openRecord', { name: patientName })}
              </Link>
            ) : (
              <p className="text-sm">{t('patient', { name: patientName })}</p>
            ))}
          {task.kind === 'message_reply' && task.focusId && (
            <Link
              to={`${recordLinks ? '/dashboard-medecin/messagerie' : '/admin/messagerie'}?conversation=${task.focusId}`}
              className="inline-flex min-h-11 w-fit items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('openConversation')}
            </Link>
          )}
          {!recordLinks && (
            <p className="text-sm text-muted-foreground">
              {task.owner ? t('owner', { name: carerOrStaffName(task.owner, language) }) : t('unassigned')}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </li>
  );
}

function carerOrStaffName(owner: NonNullable<TaskView['owner']>, language: string) {
  return owner.role === 'medecin' ? carerName(owner, language) : `${owner.firstName} ${owner.lastName}`;
}
