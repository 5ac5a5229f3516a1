import { ATTACHMENT_LIMITS } from '@sante/shared/conversation-constants';
import { Check, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatDuration } from './attachment-view';

const MIME_TYPE = 'audio/webm;codecs=opus';
const MAX_MS = ATTACHMENT_LIMITS.voiceMaxSeconds * 1000;

export type RecordedVoice = { blob: Blob; durationMs: number };

type Failure = 'denied' | 'unsupported';

/**
 * Records a voice note with the microphone (ADR 033): Opus in WebM at 16 kbit/s (30 s ≈ 60 KB), at most 2 minutes
 * with a countdown; « Terminer » hands it over, « Annuler » drops it. Loaded when the microphone button is pressed.
 */
export function VoiceRecorder({ onDone, onCancel }: { onDone: (voice: RecordedVoice) => void; onCancel: () => void }) {
  const { t } = useTranslation('conversations');
  const [elapsed, setElapsed] = useState(0);
  // « Enregistrement en cours » only once the microphone is really recording (it may take seconds to open).
  const [recording, setRecording] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const keep = useRef(false);
  const callbacks = useRef({ onDone, onCancel });
  useEffect(() => {
    callbacks.current = { onDone, onCancel };
  });
  const supported = typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(MIME_TYPE);

  useEffect(() => {
    if (!supported) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let cancelled = false;
    const chunks: Blob[] = [];
    navigator.mediaDevices
      .getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, channelCount: 1 } })
      .then((media) => {
        stream = media;
        if (cancelled) return media.getTracks().forEach((track) => track.stop());
        const started = Date.now();
        const mediaRecorder = new MediaRecorder(media, {
          mimeType: MIME_TYPE,
          audioBitsPerSecond: ATTACHMENT_LIMITS.voiceBitsPerSecond,
        });
        mediaRecorder.ondataavailable = (event) => {
          if (event.data.size > 0) chunks.push(event.data);
        };
        mediaRecorder.onstop = () => {
          clearInterval(timer);
          media.getTracks().forEach((track) => track.stop());
          if (keep.current && chunks.length > 0) {
            const durationMs = Math.min(Date.now() - started, MAX_MS);
            callbacks.current.onDone({ blob: new Blob(chunks, { type: 'audio/webm' }), durationMs });
          }
        };
        mediaRecorder.start(1000);
        recorder.current = mediaRecorder;
        setRecording(true);
        timer = setInterval(() => {
          const spent = Date.now() - started;
          setElapsed(spent);
          if (spent >= MAX_MS) {
            keep.current = true;
            mediaRecorder.stop();
          }
        }, 250);
      })
      .catch(() => setFailure('denied'));
    return () => {
      cancelled = true;
      clearInterval(timer);
      if (recorder.current?.state === 'recording') recorder.current.stop();
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [supported]);

  const stop = (save: boolean) => {
    keep.current = save;
    if (recorder.current?.state === 'recording') recorder.current.stop();
    if (!save) onCancel();
  };

  const problem = supported ? failure : 'unsupported';
  if (problem) {
    return (
      <div className="flex flex-col gap-2">
        <Alert variant="destructive">{t(`voice.${problem}`)}</Alert>
        <Button variant="outline" size="sm" className="self-start" onClick={onCancel}>
          {t('voice.cancel')}
        </Button>
      </div>
    );
  }
  const remaining = Math.max(0, MAX_MS - elapsed);
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-2">
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
        <span className="flex items-center gap-2 font-semibold">
          <span aria-hidden="true" className="size-3 shrink-0 animate-pulse rounded-full bg-destructive" />
          {recording ? t('voice.recording') : t('voice.opening')}
        </span>
        {recording && (
          <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
            {formatDuration(elapsed)} ·{' '}
            <span role="timer">{t('voice.remaining', { time: formatDuration(remaining) })}</span>
          </span>
        )}
      </span>
      <Button variant="ghost" size="sm" onClick={() => stop(false)}>
        <X aria-hidden="true" className="size-4" />
        {t('voice.cancel')}
      </Button>
      <Button size="sm" onClick={() => stop(true)} disabled={elapsed < 500}>
        <Check aria-hidden="true" className="size-4" />
        {t('voice.stop')}
      </Button>
    </div>
  );
}
