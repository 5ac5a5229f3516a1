import { isRenderedArchiveSource, type ArchiveDocument } from '@sante/shared/archive-constants';
import { FileText, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDateTime, formatDay } from '../../../lib/format';
import { formatFileSize } from '../../../lib/format-file-size';
import { notifyError } from '../../../lib/notify';
import { renderedArchiveUrl, useOpenArchive } from '../api/archives';
import { kindOf, roleOf } from './archive-kinds';
import { ArchiveHoldForm } from './archive-hold-form';

const person = (value: { firstName: string; lastName: string }) => `${value.firstName} ${value.lastName}`;

/** The title as staff read it: a carer's paper or an unnamed attachment by its kind, else its own title. */
export function useArchiveTitle() {
  const { t } = useTranslation('archives');
  return (document: ArchiveDocument) => {
    const kind = kindOf(document.kind);
    return kind && document.title === document.kind ? t(`kinds.${kind}`) : document.title;
  };
}

/** One archived document: what it is, whose, its status, retention and legal hold; open it, hold it or lift it. */
export function ArchiveCard({ document }: { document: ArchiveDocument }) {
  const { t, i18n } = useTranslation('archives');
  const open = useOpenArchive();
  const [holding, setHolding] = useState(false);
  const titleOf = useArchiveTitle();
  const kind = kindOf(document.kind);
  const title = titleOf(document);
  const openDocument = () => {
    if (isRenderedArchiveSource(document.source)) {
      window.open(renderedArchiveUrl(document.source, document.id), '_blank', 'noopener');
      return;
    }
    open.mutate(
      { source: document.source, id: document.id },
      {
        onSuccess: (signed) => window.open(signed.url, '_blank', 'noopener'),
        onError: () => notifyError(t('openError')),
      },
    );
  };
  return (
    <article
      aria-label={title}
      className="flex h-full flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground"
    >
      <header className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xs font-medium text-muted-foreground uppercase">{t(`sources.${document.source}`)}</p>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              document.status === 'current'
                ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
                : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
            )}
          >
            {t(`statuses.${document.status}`)}
          </span>
          {document.hold && (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900 dark:bg-sky-950 dark:text-sky-100">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              {t('hold.badge')}
            </span>
          )}
        </div>
        <h3 className="font-semibold break-words">{title}</h3>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t(document.source === 'carer_document' ? 'carer' : 'patient')}</dt>
        <dd className="break-words">{person(document.owner)}</dd>
        <dt className="text-muted-foreground">{t('date')}</dt>
        <dd>{formatDay(document.date, i18n.language)}</dd>
        {kind && document.title !== document.kind && (
          <>
            <dt className="text-muted-foreground">{t('fields.kind')}</dt>
            <dd>
              {t(`kinds.${kind}`)}
              {document.source === 'medical_document' && document.category && ` · ${document.category}`}
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
            : t(document.size === null ? 'issuedByPlatform' : 'unknownAuthor')}
        </dd>
        <dt className="text-muted-foreground">{t('file')}</dt>
        <dd>
          {t(
            `types.${document.mimeType === 'application/pdf' ? 'pdf' : document.mimeType.startsWith('audio/') ? 'audio' : 'image'}`,
          )}
          {document.size === null ? ` · ${t('rendered')}` : ` · ${formatFileSize(document.size, i18n.language)}`}
        </dd>
        <dt className="text-muted-foreground">{t('retention')}</dt>
        <dd>
          {document.retainUntil
            ? t('retainUntil', { date: formatDay(document.retainUntil, i18n.language) })
            : t('retainedWhileOpen')}
        </dd>
        {document.hold && (
          <>
            <dt className="text-muted-foreground">{t('hold.label')}</dt>
            <dd className="break-words">
              {t('hold.since', {
                date: formatDateTime(new Date(document.hold.heldAt), i18n.language),
                name: document.hold.heldBy ? person(document.hold.heldBy) : t('unknownAuthor'),
              })}
              <span className="block text-muted-foreground">« {document.hold.reason} »</span>
            </dd>
          </>
        )}
      </dl>
      {holding && <ArchiveHoldForm document={document} onDone={() => setHolding(false)} />}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button variant="outline" size="sm" disabled={open.isPending} onClick={openDocument}>
          <FileText aria-hidden="true" />
          {t('open')}
          <span className="sr-only"> {title}</span>
        </Button>
        {!holding && (
          <Button variant="ghost" size="sm" onClick={() => setHolding(true)}>
            <ShieldCheck aria-hidden="true" />
            {t(document.hold ? 'hold.lift' : 'hold.put')}
            <span className="sr-only"> {title}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
