import type { HealthEntryKind } from '@sante/shared/medical-record-constants';
import type { HealthEntry } from '@sante/shared/medical-record-schemas';
import { ClipboardList, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteHealthEntry, useHealthEntries } from '../api/health-entries';
import { formatDay } from '../../../lib/format';
import { ConfirmDelete } from './confirm-delete';
import { EmptyState } from './empty-state';
import { HealthEntryForm } from './health-entry-form';

function HealthEntryItem({ entry, onEdit }: { entry: HealthEntry; onEdit: () => void }) {
  const { t, i18n } = useTranslation('record');
  const { t: tc } = useTranslation();
  const remove = useDeleteHealthEntry();
  const confirmDelete = () =>
    remove.mutate(entry.id, {
      onSuccess: () => notifySuccess(t('entries.deleted')),
      onError: (failure) => notifyError(errorMessage(tc, failure)),
    });
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-col gap-1">
        <p className="font-semibold break-words">{entry.label}</p>
        {entry.note && <p className="text-sm break-words whitespace-pre-line">{entry.note}</p>}
        {entry.startedOn && (
          <p className="text-sm text-muted-foreground">
            {t('entries.since', { date: formatDay(entry.startedOn, i18n.language) })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t('entries.edit')}
        </Button>
        <ConfirmDelete
          label={t('entries.delete')}
          question={t('entries.confirmDelete', { label: entry.label })}
          confirmLabel={t('entries.confirm')}
          cancelLabel={t('entries.cancel')}
          pending={remove.isPending}
          onConfirm={confirmDelete}
        />
      </div>
    </li>
  );
}

/** One list of the record (allergies, chronic conditions or current treatments): read, add, change, delete. */
export function HealthEntriesSection({ kind }: { kind: HealthEntryKind }) {
  const { t } = useTranslation('record');
  const entries = useHealthEntries(kind);
  /** The entry being changed, `new` while adding one, null otherwise: one form open at a time. */
  const [editing, setEditing] = useState<string | null>(null);
  const addButton = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden="true" />
      {t(`entries.${kind}.add`)}
    </Button>
  );

  if (entries.isPending) return <Spinner label={t('entries.loading')} />;
  if (entries.isError) {
    return (
      <QueryError error={entries.error} onRetry={() => void entries.refetch()} retrying={entries.isFetching}>
        {t('entries.loadError')}
      </QueryError>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {editing === 'new' ? (
        <HealthEntryForm kind={kind} entry={null} onDone={() => setEditing(null)} />
      ) : (
        entries.data.length > 0 && <div>{addButton}</div>
      )}
      {entries.data.length === 0 && editing !== 'new' && (
        <EmptyState
          icon={ClipboardList}
          title={t(`entries.${kind}.emptyTitle`)}
          text={t(`entries.${kind}.emptyText`)}
          action={addButton}
        />
      )}
      {entries.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {entries.data.map((entry) =>
            editing === entry.id ? (
              <li key={entry.id}>
                <HealthEntryForm kind={kind} entry={entry} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <HealthEntryItem key={entry.id} entry={entry} onEdit={() => setEditing(entry.id)} />
            ),
          )}
        </ul>
      )}
    </div>
  );
}
