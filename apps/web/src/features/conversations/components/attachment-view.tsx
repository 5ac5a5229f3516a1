import { doualaToday } from '@sante/shared/calendar-date';
import type { AttachmentKind, ConversationAttachment } from '@sante/shared/conversation-constants';
import { Check, FileText, FolderInput, Mic } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/format';
import { formatFileSize } from '../../../lib/format-file-size';
import { useAttachmentUrl, useFileAttachment } from '../api/conversations';
import type { PendingAttachment } from '../lib/outbox';

/** `0:30`, `1:05`. */
export function formatDuration(milliseconds: number): string {
  const seconds = Math.max(0, Math.round(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

type ContentProps = {
  kind: AttachmentKind;
  /** Null while the signed link is on its way. */
  src: string | null;
  name: string | null;
  size: number;
  durationMs: number | null;
  mine: boolean;
  /** A draft in the composer: a smaller thumbnail, the messages stay in sight. */
  compact?: boolean;
};

/** A photo as a thumbnail (opens full size), a document as a chip, a voice note as a player. */
function AttachmentContent({ kind, src, name, size, durationMs, mine, compact = false }: ContentProps) {
  const { t, i18n } = useTranslation('conversations');
  const label = name ?? t(`attachment.kinds.${kind}`);
  if (kind === 'photo') {
    return src ? (
      <a href={src} target="_blank" rel="noopener noreferrer" aria-label={t('attachment.open', { name: label })}>
        <img
          src={src}
          alt={label}
          className={cn(
            'w-full rounded-lg bg-background/40 object-cover',
            compact ? 'max-h-24 max-w-32' : 'max-h-64 max-w-64',
          )}
        />
      </a>
    ) : (
      <span role="status" className="block h-40 w-56 animate-pulse rounded-lg bg-background/40">
        <span className="sr-only">{t('attachment.loading')}</span>
      </span>
    );
  }
  if (kind === 'document') {
    const chip = (
      <>
        <FileText aria-hidden="true" className="size-5 shrink-0" />
        <span className="min-w-0 flex-1 truncate font-medium">{label}</span>
        <span className="shrink-0 text-xs opacity-80">{formatFileSize(size, i18n.language)}</span>
      </>
    );
    const className = cn(
      'flex min-h-11 w-64 max-w-full items-center gap-2 rounded-lg border px-3 py-2 text-sm',
      mine ? 'border-primary-foreground/40' : 'border-border bg-background',
    );
    return src ? (
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(className, 'underline-offset-2 hover:underline')}
      >
        {chip}
      </a>
    ) : (
      <span className={className}>{chip}</span>
    );
  }
  return (
    <span className="flex flex-col gap-1">
      <span className="flex items-center gap-1 text-xs">
        <Mic aria-hidden="true" className="size-3.5" />
        {t('voice.duration', { time: formatDuration(durationMs ?? 0) })}
      </span>
      {src && <audio controls preload="metadata" src={src} className="h-11 w-64 max-w-full" aria-label={label} />}
    </span>
  );
}

/** A stored attachment, read through a short-lived signed link. */
export function StoredAttachment({
  conversationId,
  attachment,
  mine,
}: {
  conversationId: string;
  attachment: ConversationAttachment;
  mine: boolean;
}) {
  const url = useAttachmentUrl(conversationId, attachment.id);
  const { t } = useTranslation('conversations');
  if (url.isError) return <span className="text-xs italic">{t('attachment.unavailable')}</span>;
  return (
    <AttachmentContent
      kind={attachment.kind}
      src={url.data?.url ?? null}
      name={attachment.name}
      size={attachment.size}
      durationMs={attachment.durationMs}
      mine={mine}
    />
  );
}

/**
 * Object URLs of the blobs shown from this device (drafts and the outbox): one per blob, kept for the page's life
 * (a few per visit; revoking them on unmount would break a remount of the same bubble).
 */
const objectUrls = new WeakMap<Blob, string>();
function objectUrlOf(blob: Blob): string {
  const known = objectUrls.get(blob);
  if (known) return known;
  const url = URL.createObjectURL(blob);
  objectUrls.set(blob, url);
  return url;
}

/** An attachment still in the outbox (or a draft), shown from its bytes on this device. */
export function LocalAttachment({ attachment, compact }: { attachment: PendingAttachment; compact?: boolean }) {
  return (
    <AttachmentContent
      kind={attachment.kind}
      src={objectUrlOf(attachment.blob)}
      name={attachment.name}
      size={attachment.blob.size}
      durationMs={attachment.durationMs}
      mine
      compact={compact}
    />
  );
}

/**
 * « Classer dans le dossier » (ADR 033): one tap copies a photo or PDF into the patient's medical record, titled
 * with the document's name or « Photo du … » in the reader's language; then « Classé dans le dossier ».
 */
export function FileIntoRecord({
  conversationId,
  attachment,
  sentAt,
}: {
  conversationId: string;
  attachment: ConversationAttachment;
  sentAt: string;
}) {
  const { t, i18n } = useTranslation('conversations');
  const { t: tc } = useTranslation();
  const file = useFileAttachment(conversationId);
  if (attachment.filedDocumentId || file.isSuccess) {
    return (
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        <Check aria-hidden="true" className="size-3.5" />
        {t('attachment.filed')}
      </span>
    );
  }
  const title =
    attachment.kind === 'photo'
      ? t('attachment.defaultPhotoTitle', { date: formatDay(doualaToday(new Date(sentAt)), i18n.language) })
      : (attachment.name?.replace(/\.[a-z0-9]{1,5}$/i, '').slice(0, 120) ?? undefined);
  const code = file.error instanceof ApiError ? file.error.code : null;
  return (
    <span className="flex flex-col gap-1">
      <Button
        size="sm"
        variant="ghost"
        className="self-start px-1"
        disabled={file.isPending}
        onClick={() => file.mutate({ attachmentId: attachment.id, ...(title ? { title } : {}) })}
      >
        <FolderInput aria-hidden="true" className="size-4" />
        {t('attachment.fileInto')}
      </Button>
      {file.isError && (
        <span role="alert" className="text-xs text-destructive">
          {t('attachment.fileRefused', {
            reason: tc(code ? (`errors.${code}` as 'errors.generic') : 'errors.network', tc('errors.generic')),
          })}
        </span>
      )}
    </span>
  );
}
