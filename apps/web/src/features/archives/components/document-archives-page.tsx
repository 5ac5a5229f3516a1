import {
  ARCHIVE_AUTHORS,
  ARCHIVE_PAGE_SIZE,
  ARCHIVE_SOURCES,
  type ArchiveDocument,
  type ArchiveSource,
} from '@sante/shared/archive-constants';
import type { TArchiveQuery } from '@sante/shared/archive-schemas';
import { CARER_DOCUMENT_KINDS } from '@sante/shared/doctor-constants';
import { MEDICAL_DOCUMENT_KINDS } from '@sante/shared/medical-record-constants';
import { FileText, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatDay } from '../../../lib/format';
import { formatFileSize } from '../../../lib/format-file-size';
import { notifyError } from '../../../lib/notify';
import { useArchives, useOpenArchive } from '../api/archives';
import './register-archives-catalogue';

/** The kinds a source's documents may have (a lab result has none). */
const KINDS_OF: Record<ArchiveSource, readonly Kind[]> = {
  medical_document: MEDICAL_DOCUMENT_KINDS,
  lab_result: [],
  carer_document: CARER_DOCUMENT_KINDS,
};

const FIELDS = ['q', 'source', 'kind', 'author', 'from', 'to'] as const;

const KINDS = [...MEDICAL_DOCUMENT_KINDS, ...CARER_DOCUMENT_KINDS] as const;
type Kind = (typeof KINDS)[number];
const kindOf = (value: string | null): Kind | null => KINDS.find((kind) => kind === value) ?? null;

const ROLE_KEYS = ['patient', 'medecin', 'admin', 'super_admin', 'personnel_operationnel'] as const;
const roleOf = (value: string | null) => ROLE_KEYS.find((role) => role === value) ?? 'none';

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

/**
 * `/admin/archives-documents` (`archives.read`): every stored document — the records' documents, the lab results'
 * files, the carers' papers — searched by the owner's name, phone or e-mail or by title, filtered by source, kind,
 * author and date; each opening asks for its own 5-minute signed link, audited like each search.
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
  const kinds = source ? KINDS_OF[source] : KINDS;
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
        className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <FormField id="archives-q" label={t('fields.q')} className="sm:col-span-2 lg:col-span-3">
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
        <FormField id="archives-kind" label={t('fields.kind')}>
          {(control) => (
            <Select {...control} name="kind" key={source} disabled={kinds.length === 0} defaultValue="">
              <option value="">{t('all')}</option>
              {kinds.map((value) => (
                <option key={value} value={value}>
                  {t(`kinds.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="archives-author" label={t('fields.author')}>
          {(control) => (
            <Select {...control} name="author" defaultValue="">
              <option value="">{t('all')}</option>
              {ARCHIVE_AUTHORS.map((value) => (
                <option key={value} value={value}>
                  {t(`authors.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
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
    </div>
  );
}

function ArchiveCard({ document }: { document: ArchiveDocument }) {
  const { t, i18n } = useTranslation('archives');
  const open = useOpenArchive();
  const kind = kindOf(document.kind);
  const title = document.source === 'carer_document' && kind ? t(`kinds.${kind}`) : document.title;
  const person = (value: { firstName: string; lastName: string }) => `${value.firstName} ${value.lastName}`;
  return (
    <article className="flex h-full flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground">
      <header className="flex flex-col gap-1">
        <p className="text-xs font-medium text-muted-foreground uppercase">{t(`sources.${document.source}`)}</p>
        <h3 className="font-semibold break-words">{title}</h3>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t(document.source === 'carer_document' ? 'carer' : 'patient')}</dt>
        <dd className="break-words">{person(document.owner)}</dd>
        <dt className="text-muted-foreground">{t('date')}</dt>
        <dd>{formatDay(document.date, i18n.language)}</dd>
        {kind && document.source === 'medical_document' && (
          <>
            <dt className="text-muted-foreground">{t('fields.kind')}</dt>
            <dd>
              {t(`kinds.${kind}`)}
              {document.category && ` · ${document.category}`}
            </dd>
          </>
        )}
        {document.source === 'lab_result' && document.category && (
          <>
            <dt className="text-muted-foreground">{t('lab')}</dt>
            <dd className="break-words">{document.category}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{t('addedBy')}</dt>
        <dd className="break-words">
          {document.author
            ? t('authorWithRole', { name: person(document.author), role: t(`roles.${roleOf(document.author.role)}`) })
            : t('unknownAuthor')}
        </dd>
        <dt className="text-muted-foreground">{t('file')}</dt>
        <dd>
          {t(`types.${document.mimeType === 'application/pdf' ? 'pdf' : 'image'}`)} ·{' '}
          {formatFileSize(document.size, i18n.language)}
        </dd>
      </dl>
      <Button
        variant="outline"
        size="sm"
        className="mt-auto self-start"
        disabled={open.isPending}
        onClick={() =>
          open.mutate(
            { source: document.source, id: document.id },
            {
              onSuccess: (signed) => window.open(signed.url, '_blank', 'noopener'),
              onError: () => notifyError(t('openError')),
            },
          )
        }
      >
        <FileText aria-hidden="true" />
        {t('open')}
        <span className="sr-only"> {title}</span>
      </Button>
    </article>
  );
}
