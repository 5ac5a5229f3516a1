import type { MedicalDocument } from '@sante/shared/medical-record-schemas';
import { Download, Eye, EyeOff, FileText, Image, Pencil } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { fetchSignedDocumentUrl, useDeleteMedicalDocument } from '../api/medical-documents';
import { formatDay } from '../../../lib/format';
import { formatFileSize } from '../../../lib/format-file-size';
import { ConfirmDelete } from './confirm-delete';

/** Starts a download of a same-origin URL (the signed URL answers with `Content-Disposition: attachment`). */
function downloadFrom(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

type DocumentItemProps = { document: MedicalDocument; onEdit: () => void };

/**
 * One document: type icon, title, kind, category, date and size; preview (photos inline, PDFs in a new tab),
 * download, edit and delete. Signed URLs are asked for at the moment of use: they live a few minutes.
 */
export function DocumentItem({ document: item, onEdit }: DocumentItemProps) {
  const { t, i18n } = useTranslation('record');
  const { t: tc } = useTranslation();
  const remove = useDeleteMedicalDocument();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const isImage = item.mimeType.startsWith('image/');
  const TypeIcon = isImage ? Image : FileText;
  const details = [
    t(`documentKinds.${item.kind}`),
    item.category,
    formatDay(item.documentDate, i18n.language),
    formatFileSize(item.size, i18n.language),
  ].filter(Boolean);

  /** Asks for a signed URL and hands it to `open`; false (and a toast) when the server refused. */
  const withSignedUrl = async (download: boolean, open: (url: string) => void): Promise<boolean> => {
    setOpening(true);
    try {
      open((await fetchSignedDocumentUrl(item.id, download)).url);
      return true;
    } catch (failure) {
      notifyError(failure instanceof ApiError && failure.code ? errorMessage(tc, failure) : t('documents.openError'));
      return false;
    } finally {
      setOpening(false);
    }
  };

  const preview = () => {
    if (previewUrl) return setPreviewUrl(null);
    if (isImage) return void withSignedUrl(false, setPreviewUrl);
    // Opened now, inside the click, so that no pop-up blocker stops it; pointed at the PDF once signed.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    void withSignedUrl(false, (url) => (tab ? tab.location.replace(url) : window.location.assign(url))).then(
      (opened) => opened || tab?.close(),
    );
  };

  const confirmDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => notifySuccess(t('documents.deleted')),
      onError: (failure) => notifyError(errorMessage(tc, failure)),
    });

  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
          <TypeIcon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-semibold break-words">{item.title}</p>
          <p className="text-sm text-muted-foreground">
            <span className="sr-only">{isImage ? t('documents.image') : t('documents.pdf')}, </span>
            {details.map((detail, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                <span className="whitespace-nowrap">{detail}</span>
              </Fragment>
            ))}
          </p>
        </div>
      </div>
      {previewUrl && (
        <img
          src={previewUrl}
          alt={t('documents.previewAlt', { title: item.title })}
          className="mx-auto max-h-[70dvh] max-w-full rounded-lg border object-contain"
        />
      )}
      <div role="group" aria-label={t('documents.actionsFor', { title: item.title })} className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={opening} onClick={preview}>
          {previewUrl ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {previewUrl ? t('documents.hidePreview') : t('documents.preview')}
        </Button>
        <Button variant="outline" size="sm" disabled={opening} onClick={() => void withSignedUrl(true, downloadFrom)}>
          <Download aria-hidden="true" />
          {t('documents.download')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t('documents.edit')}
        </Button>
        <ConfirmDelete
          label={t('documents.delete')}
          question={t('documents.confirmDelete', { title: item.title })}
          confirmLabel={t('documents.confirm')}
          cancelLabel={t('documents.cancel')}
          pending={remove.isPending}
          onConfirm={confirmDelete}
        />
      </div>
    </li>
  );
}
