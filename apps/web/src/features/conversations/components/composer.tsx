import {
  ATTACHMENT_LIMITS,
  ATTACHMENT_MIME_TYPES,
  attachmentKindOf,
  hasRedFlag,
  MAX_MESSAGE_LENGTH,
} from '@sante/shared/conversation-constants';
import { Mic, Paperclip, Phone, TriangleAlert, X } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { formatFileSize } from '../../../lib/format-file-size';
import { SERVICE_CONFIG } from '../../../lib/service-config';
import type { PendingAttachment } from '../lib/outbox';
import { LocalAttachment } from './attachment-view';
import type { RecordedVoice } from './voice-recorder';

const loadRecorder = () => import('./voice-recorder');
const loadResizer = () => import('../../../lib/resize-image');

/** When the recorder's code cannot be downloaded (offline before it was ever used). */
function RecorderUnreachable({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('conversations');
  const { t: tc } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <Alert variant="destructive">{tc('errors.network')}</Alert>
      <Button variant="outline" size="sm" className="self-start" onClick={onCancel}>
        {t('voice.cancel')}
      </Button>
    </div>
  );
}

const VoiceRecorder = lazy(() =>
  loadRecorder()
    .then((module) => ({ default: module.VoiceRecorder }))
    .catch(() => ({ default: RecorderUnreachable })),
);

/**
 * The resizer's and the recorder's code, fetched when someone starts writing (not with the page: the route's
 * budget), so that a photo or a voice note still works once the network has gone. Not while offline: a module
 * that failed to download stays failed for the page, the next focus once back online fetches it.
 */
function warmUp(): void {
  if (!navigator.onLine) return;
  loadResizer().catch(() => undefined);
  loadRecorder().catch(() => undefined);
}

/** What the file picker offers: the photos and documents a message may carry (the server checks the bytes). */
const ACCEPT = [...ATTACHMENT_MIME_TYPES.photo, ...ATTACHMENT_MIME_TYPES.document, 'image/*'].join(',');

type Draft =
  | { kind: 'preparing' }
  | { kind: 'photo'; resized: Blob; original: File; sendOriginal: boolean }
  | { kind: 'document'; file: File }
  | { kind: 'voice'; voice: RecordedVoice };

/** The attachment a draft sends: the resized photo unless « envoyer l'original » is ticked. */
function attachmentOf(draft: Draft): PendingAttachment | null {
  switch (draft.kind) {
    case 'preparing':
      return null;
    case 'photo':
      return {
        kind: 'photo',
        blob: draft.sendOriginal ? draft.original : draft.resized,
        name: null,
        durationMs: null,
      };
    case 'document':
      return { kind: 'document', blob: draft.file, name: draft.file.name, durationMs: null };
    case 'voice':
      return { kind: 'voice', blob: draft.voice.blob, name: null, durationMs: draft.voice.durationMs };
  }
}

/** Whether the original photo itself may go (an accepted type, within 10 MB). */
function originalSendable(file: File): boolean {
  return attachmentKindOf(file.type) === 'photo' && file.size <= ATTACHMENT_LIMITS.maxBytes;
}

/**
 * The message field (issue #11 §1): it says that messaging is not for emergencies with the public numbers, and as
 * soon as the text mentions a red flag (« douleur thoracique », « chest pain »…) shows the call buttons at once.
 * Enter sends on a laptop; on a phone the button does (Enter adds a line). A photo (resized to about 200 KB unless
 * « envoyer l'original »), a PDF or a voice note goes with the text as its caption (ADR 033).
 */
export function Composer({
  onSend,
  disabled = false,
}: {
  onSend: (body: string, attachment?: PendingAttachment) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('conversations');
  const { t: tc } = useTranslation();
  const [body, setBody] = useState('');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [recording, setRecording] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const noticeId = useId();
  const text = body.trim();
  const redFlag = hasRedFlag(body);
  const tooLong = text.length > MAX_MESSAGE_LENGTH;
  const attachment = draft ? attachmentOf(draft) : null;
  const sendable = (text.length > 0 || attachment !== null) && !tooLong && !disabled && draft?.kind !== 'preparing';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!sendable) return;
    onSend(text, attachment ?? undefined);
    setBody('');
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && window.matchMedia('(pointer: fine)').matches) submit(event);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setFileError(null);
    if (!file) return;
    if (file.type === 'application/pdf') {
      if (file.size > ATTACHMENT_LIMITS.maxBytes) return setFileError('file_too_large');
      return setDraft({ kind: 'document', file });
    }
    if (!file.type.startsWith('image/')) return setFileError('invalid_mime_type');
    setDraft({ kind: 'preparing' });
    loadResizer()
      .then(({ resizePhoto }) => resizePhoto(file))
      .then(({ blob }) => setDraft({ kind: 'photo', resized: blob, original: file, sendOriginal: false }))
      .catch(() => {
        // A photo the browser cannot decode goes as it is, when the server would take it.
        if (originalSendable(file)) setDraft({ kind: 'photo', resized: file, original: file, sendOriginal: true });
        else {
          setDraft(null);
          setFileError('invalid_mime_type');
        }
      });
  };

  return (
    <form onSubmit={submit} onFocus={warmUp} className="flex flex-col gap-2 border-t bg-card p-2">
      {redFlag ? (
        <div role="alert" className="flex flex-col gap-2 rounded-md border border-destructive bg-destructive/10 p-2">
          <p className="flex items-start gap-2 text-sm font-semibold text-destructive">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('composer.redFlag')}
          </p>
          <div className="flex flex-wrap gap-2">
            {SERVICE_CONFIG.publicEmergencyNumbers.slice(0, 2).map(({ service, number }) => (
              <a
                key={number}
                href={`tel:${number}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-md bg-destructive px-3 text-sm font-semibold text-destructive-foreground"
              >
                <Phone aria-hidden="true" className="size-4" />
                {tc('footer.call')} {number} · {tc(`footer.services.${service}`)}
              </a>
            ))}
          </div>
        </div>
      ) : (
        <p id={noticeId} className="text-xs text-muted-foreground">
          {t('composer.notForEmergencies')} {t('composer.emergencyNumbers')}
        </p>
      )}
      {draft && (
        <div className="flex items-start gap-2 rounded-md border bg-muted/50 p-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            {draft.kind === 'preparing' ? (
              <Spinner label={t('attachment.preparing')} />
            ) : (
              attachment && <LocalAttachment attachment={attachment} compact />
            )}
            {draft.kind === 'photo' && draft.resized !== draft.original && (
              <>
                <span className="text-xs text-muted-foreground">
                  {t('attachment.resized', { size: formatFileSize(draft.resized.size, i18n.language) })}
                </span>
                {originalSendable(draft.original) ? (
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <Checkbox
                      checked={draft.sendOriginal}
                      onChange={(event) => setDraft({ ...draft, sendOriginal: event.target.checked })}
                    />
                    {t('attachment.sendOriginal', { size: formatFileSize(draft.original.size, i18n.language) })}
                  </label>
                ) : (
                  <span className="text-xs text-muted-foreground">
                    {t('attachment.originalTooLarge', { size: formatFileSize(draft.original.size, i18n.language) })}
                  </span>
                )}
              </>
            )}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('attachment.remove')}
            onClick={() => setDraft(null)}
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
      )}
      {fileError && (
        <p role="alert" className="text-xs text-destructive">
          {tc(`errors.${fileError}` as 'errors.generic', tc('errors.generic'))}
        </p>
      )}
      {recording ? (
        <Suspense fallback={<Spinner label={t('voice.recording')} />}>
          <VoiceRecorder
            onCancel={() => setRecording(false)}
            onDone={(voice) => {
              setRecording(false);
              setDraft({ kind: 'voice', voice });
            }}
          />
        </Suspense>
      ) : (
        <div className="flex items-end gap-1">
          <input
            ref={picker}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onPick}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t('attachment.attach')}
            disabled={disabled}
            onClick={() => picker.current?.click()}
          >
            <Paperclip aria-hidden="true" className="size-5" />
          </Button>
          <label htmlFor={fieldId} className="sr-only">
            {t('composer.label')}
          </label>
          <textarea
            id={fieldId}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={onKeyDown}
            rows={2}
            placeholder={t('composer.placeholder')}
            aria-describedby={noticeId}
            aria-invalid={tooLong || undefined}
            disabled={disabled}
            className="max-h-40 min-h-11 min-w-0 flex-1 resize-y rounded-md border border-input bg-background px-3 py-2 text-base"
          />
          {!sendable && !draft ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('attachment.record')}
              disabled={disabled}
              onClick={() => {
                setFileError(null);
                setRecording(true);
              }}
            >
              <Mic aria-hidden="true" className="size-5" />
            </Button>
          ) : (
            <Button type="submit" disabled={!sendable}>
              {t('composer.send')}
            </Button>
          )}
        </div>
      )}
      {tooLong && <p className="text-xs text-destructive">{t('composer.tooLong', { count: MAX_MESSAGE_LENGTH })}</p>}
    </form>
  );
}
