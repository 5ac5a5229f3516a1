import type { MedicalDocument } from '@sante/shared/medical-record-schemas';
import { FileStack, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useMedicalDocuments } from '../api/medical-documents';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { DocumentFilters, NO_DOCUMENT_FILTERS, type DocumentFilterValues } from './document-filters';
import { DocumentItem } from './document-item';
import { EmptyState } from './empty-state';
import { RecordDialog } from './record-dialog';

const SEARCH_PAUSE_MS = 300;

/** The form (with the file checks and the contract's limits) downloads when the dialog first opens. */
const DocumentForm = lazy(() => import('./document-form').then((m) => ({ default: m.DocumentForm })));

/** The documents of the record: filters, the list (newest date first), the add and edit dialog. */
export function DocumentsSection() {
  const { t } = useTranslation('record');
  const { t: tc } = useTranslation();
  const [filters, setFilters] = useState<DocumentFilterValues>(NO_DOCUMENT_FILTERS);
  const q = useDebouncedValue(filters.q, SEARCH_PAUSE_MS);
  const documents = useMedicalDocuments({
    q: q.trim() || undefined,
    kind: filters.kind || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
  /** `new` while adding, the document being edited, or null. */
  const [dialog, setDialog] = useState<MedicalDocument | 'new' | null>(null);
  const filtered = filters.q !== '' || filters.kind !== '' || filters.from !== '' || filters.to !== '';
  const empty = documents.isSuccess && documents.data.length === 0;
  const addButton = (
    <Button onClick={() => setDialog('new')}>
      <Plus aria-hidden="true" />
      {t('documents.add')}
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      {documents.isSuccess && !(empty && !filtered) && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            {addButton}
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('documents.count', { count: documents.data.length })}
            </p>
          </div>
          <DocumentFilters value={filters} onChange={setFilters} />
        </>
      )}
      {documents.isPending && <Spinner label={t('documents.loading')} />}
      {documents.isError && (
        <QueryError error={documents.error} onRetry={() => void documents.refetch()} retrying={documents.isFetching}>
          {t('documents.loadError')}
        </QueryError>
      )}
      {empty && !filtered && (
        <EmptyState
          icon={FileStack}
          title={t('documents.emptyTitle')}
          text={t('documents.emptyText')}
          action={addButton}
        />
      )}
      {empty && filtered && <p className="py-4 text-center text-muted-foreground">{t('documents.noMatch')}</p>}
      {documents.isSuccess && documents.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {documents.data.map((item) => (
            <DocumentItem key={item.id} document={item} onEdit={() => setDialog(item)} />
          ))}
        </ul>
      )}
      <RecordDialog
        open={dialog !== null}
        title={dialog === 'new' ? t('documents.addTitle') : t('documents.editTitle')}
        closeLabel={t('documents.close')}
        onClose={() => setDialog(null)}
      >
        <Suspense fallback={<Spinner label={tc('common.loading')} />}>
          <DocumentForm document={dialog === 'new' ? null : dialog} onDone={() => setDialog(null)} />
        </Suspense>
      </RecordDialog>
    </div>
  );
}
