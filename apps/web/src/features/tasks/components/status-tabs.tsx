import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { TaskListStatus } from '../api/tasks';
import './register-tasks-catalogue';

/** « À faire » / « Terminées ». */
export function StatusTabs({ status, onChange }: { status: TaskListStatus; onChange: (next: TaskListStatus) => void }) {
  const { t } = useTranslation('tasks');
  return (
    <div role="group" aria-label={t('filter')} className="flex gap-2">
      {(['open', 'done'] as const).map((value) => (
        <Button
          key={value}
          variant={status === value ? 'default' : 'outline'}
          aria-pressed={status === value}
          onClick={() => onChange(value)}
        >
          {t(`lists.${value}`)}
        </Button>
      ))}
    </div>
  );
}
