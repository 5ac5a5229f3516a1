import { vaccineDefinition } from '@sante/shared/pev-schedule';
import type { CardEntry, RecordedDose } from '@sante/shared/vaccination-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteDose } from '../api/vaccinations';
import { formatDay } from '../../../lib/format';
import { DoseForm } from './dose-form';
import { DoseStatusBadge } from './dose-status-badge';

type ScheduleEntryProps = {
  dependentId: string | null;
  entry: CardEntry;
  dose: RecordedDose | null;
};

type Mode = 'view' | 'form' | 'confirmDelete';

/** One dose of the schedule: vaccine, dose, status and date; "Noter une dose", or edit/delete once recorded. */
export function ScheduleEntry({ dependentId, entry, dose }: ScheduleEntryProps) {
  const { t, i18n } = useTranslation('vaccination');
  const [mode, setMode] = useState<Mode>('view');
  const remove = useDeleteDose();
  const day = (iso: string) => formatDay(iso, i18n.language);
  const doseCount = vaccineDefinition(entry.vaccineCode)?.doses.length ?? 1;
  const doseLabel =
    entry.doseNumber === 0
      ? t('dose.zero')
      : doseCount === 1
        ? t('dose.single')
        : t('dose.number', { number: entry.doseNumber });
  const titleId = `entry-${entry.vaccineCode}-${entry.doseNumber}`;

  const confirmDelete = async () => {
    if (!dose) return;
    await remove.mutateAsync(dose.id);
    notifySuccess(t('dose.deleted'));
  };

  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-2 border-b py-3 last:border-b-0">
      <div className="flex flex-col gap-1">
        <h4 id={titleId} className="font-medium leading-snug">
          {t(`vaccines.${entry.vaccineCode}`)} <span className="text-muted-foreground">· {doseLabel}</span>
        </h4>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <DoseStatusBadge entry={entry} dose={dose} />
          {entry.status === 'overdue' && entry.dueOn && (
            <span>{t('dose.overdueSince', { date: day(entry.dueOn) })}</span>
          )}
          {entry.status === 'upcoming' && entry.dueOn && (
            <span>{t('dose.upcomingFrom', { date: day(entry.dueOn) })}</span>
          )}
        </div>
        {entry.status === 'missed' && <p className="text-sm text-muted-foreground">{t('dose.missedHint')}</p>}
        {entry.limitedAvailability && !dose && (
          <p className="text-sm text-muted-foreground">{t('dose.limitedAvailability')}</p>
        )}
        {dose && (dose.place || dose.batchNumber) && (
          <p className="text-sm text-muted-foreground">
            {[
              dose.place && t('dose.place', { place: dose.place }),
              dose.batchNumber && t('dose.batch', { batch: dose.batchNumber }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
      </div>

      {mode === 'form' && (
        <DoseForm dependentId={dependentId} entry={entry} dose={dose} onDone={() => setMode('view')} />
      )}
      {mode === 'confirmDelete' && (
        <div
          className="flex flex-col gap-2 rounded-lg border border-destructive/40 p-3"
          role="group"
          aria-label={t('dose.confirmDelete')}
        >
          <p className="text-sm font-medium">{t('dose.confirmDelete')}</p>
          <FormError error={remove.error} />
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={() => void confirmDelete()}>
              {t('dose.confirm')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setMode('view')}>
              {t('dose.cancel')}
            </Button>
          </div>
        </div>
      )}
      {mode === 'view' && (
        <div className="flex flex-wrap gap-2">
          {dose ? (
            <>
              <Button variant="outline" size="sm" aria-describedby={titleId} onClick={() => setMode('form')}>
                {t('dose.edit')}
              </Button>
              <Button variant="ghost" size="sm" aria-describedby={titleId} onClick={() => setMode('confirmDelete')}>
                {t('dose.delete')}
              </Button>
            </>
          ) : (
            <Button variant="outline" size="sm" aria-describedby={titleId} onClick={() => setMode('form')}>
              {t('dose.record')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
