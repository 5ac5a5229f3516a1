import {
  ARCHIVE_AUTHORS,
  ARCHIVE_HOLD_FILTERS,
  ARCHIVE_PAGE_SIZE,
  ARCHIVE_SOURCES,
  ARCHIVE_STATUSES,
  type ArchiveSource,
} from '@sante/shared/archive-constants';
import type { TArchiveQuery } from '@sante/shared/archive-schemas';
import { Search } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useArchives } from '../api/archives';
import { ArchiveCard } from './archive-card';
import { ALL_KINDS, KINDS_OF } from './archive-kinds';
import { ArchivePurgeSection } from './archive-purge-section';
import './register-archives-catalogue';

const FIELDS = ['q', 'source', 'kind', 'author', 'status', 'hold', 'from', 'to'] as const;

/** The form's values as the API's query (empty fields left out). */
function filtersOf(form: HTMLFormElement): TArchiveQuery {
  const data = new FormData(form);
  const filters: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = data.get(field);
    if (typeof value === 'string' && value.trim()) filters[field] = value.trim();
  }
  return filters;
}

/** A filter among fixed values, « Tous » first. */
function ChoiceField<T extends string>({
  id,
  name,
  label,
  values,
  children,
}: {
  id: string;
  name: string;
  label: string;
  values: readonly T[];
  children: (value: T) => ReactNode;
}) {
  const { t } = useTranslation('archives');
  return (
    <FormField id={id} label={label}>
      {(control) => (
        <Select {...control} name={name} defaultValue="" disabled={values.length === 0}>
          <option value="">{t('all')}</option>
          {values.map((value) => (
            <option key={value} value={value}>
              {children(value)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/**
 * `/admin/archives-documents` (`archives.read`, ADR 046 and 055): every stored document — the records' documents, the
 * lab results' files, the carers' papers, the conversations' attachments, the signed prescriptions, the invoices and
 * credit notes — searched by the owner's name, phone or e-mail or by title, filtered by source, kind, author, status,
 * legal hold and date; each opening is audited like each search; a legal hold is set and lifted with a reason; the
 * next yearly purge lists what it will remove.
 */
export function DocumentArchivesPage() {
  const { t } = useTranslation('archives');
  const [filters, setFilters] = useState<TArchiveQuery>({});
  const [source, setSource] = useState<ArchiveSource | ''>('');
  const archives = useArchives(filters);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters(filtersOf(event.currentTarget));
  };
  const kinds = source ? KINDS_OF[source] : ALL_KINDS;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      <form
        role="search"
        aria-label={t('search')}
        onSubmit={submit}
        className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <FormField id="archives-q" label={t('fields.q')} className="sm:col-span-2 lg:col-span-4">
          {(control) => <Input {...control} name="q" type="search" placeholder={t('fields.qPlaceholder')} />}
        </FormField>
        <FormField id="archives-source" label={t('fields.source')}>
          {(control) => (
            <Select
              {...control}
              name="source"
              value={source}
              onChange={(event) => setSource(ARCHIVE_SOURCES.find((value) => value === event.target.value) ?? '')}
            >
              <option value="">{t('all')}</option>
              {ARCHIVE_SOURCES.map((value) => (
                <option key={value} value={value}>
                  {t(`sources.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <ChoiceField key={source} id="archives-kind" name="kind" label={t('fields.kind')} values={kinds}>
          {(value) => t(`kinds.${value}`)}
        </ChoiceField>
        <ChoiceField id="archives-author" name="author" label={t('fields.author')} values={ARCHIVE_AUTHORS}>
          {(value) => t(`authors.${value}`)}
        </ChoiceField>
        <ChoiceField id="archives-status" name="status" label={t('fields.status')} values={ARCHIVE_STATUSES}>
          {(value) => t(`statuses.${value}`)}
        </ChoiceField>
        <ChoiceField id="archives-hold" name="hold" label={t('fields.hold')} values={ARCHIVE_HOLD_FILTERS}>
          {(value) => t(`holdFilters.${value}`)}
        </ChoiceField>
        <FormField id="archives-from" label={t('fields.from')}>
          {(control) => <Input {...control} name="from" type="date" />}
        </FormField>
        <FormField id="archives-to" label={t('fields.to')}>
          {(control) => <Input {...control} name="to" type="date" />}
        </FormField>
        <Button type="submit" className="self-end" disabled={archives.isFetching}>
          <Search aria-hidden="true" />
          {t('submit')}
        </Button>
      </form>
      <p className="text-sm text-muted-foreground">{t('auditNotice')}</p>
      {archives.isPending && <Spinner label={t('loading')} />}
      {archives.isError && (
        <QueryError error={archives.error} onRetry={() => void archives.refetch()} retrying={archives.isFetching}>
          {t('loadError')}
        </QueryError>
      )}
      {archives.isSuccess && archives.data.documents.length === 0 && <Alert>{t('empty')}</Alert>}
      {archives.isSuccess && archives.data.documents.length > 0 && (
        <section aria-labelledby="archives-found" className="flex flex-col gap-3">
          <h2 id="archives-found" className="text-lg font-semibold">
            {t('found', { count: archives.data.documents.length })}
          </h2>
          {archives.data.truncated && <Alert>{t('truncated', { count: ARCHIVE_PAGE_SIZE })}</Alert>}
          <ul className="grid gap-3 lg:grid-cols-2">
            {archives.data.documents.map((document) => (
              <li key={`${document.source}-${document.id}`}>
                <ArchiveCard document={document} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <ArchivePurgeSection />
    </div>
  );
}
