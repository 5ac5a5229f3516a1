import { DATA_PER_10_MINUTES_MB } from '@sante/shared/teleconsultation-constants';
import { Camera, Mic } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { mediaConstraints } from '../lib/video-call';

type PreCallCheckProps = {
  onEnter: (stream: MediaStream, audioOnly: boolean) => void;
  entering: boolean;
  /** The entry button (« Entrer dans la salle d’attente » by default). */
  enterLabel?: string;
};

type DeviceState = 'ok' | 'off' | 'missing';

/**
 * Before the waiting room (doxy.me-style, domain notes §2.4): the camera and the microphone are started and shown,
 * with the data a 10-minute call costs, audio only or with video; « Économiser les données » starts audio only.
 * The stream tested is the one the call uses.
 */
export function PreCallCheck({ onEnter, entering, enterLabel }: PreCallCheckProps) {
  const { t, i18n } = useTranslation('teleconsultations');
  const [audioOnly, setAudioOnly] = useState(false);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<'denied' | 'failed' | null>(null);
  const [testing, setTesting] = useState(false);
  const preview = useRef<HTMLVideoElement>(null);
  const handedOver = useRef(false);

  useEffect(() => {
    if (preview.current) preview.current.srcObject = stream;
    return () => {
      if (!handedOver.current) for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [stream]);

  const test = async (withoutVideo: boolean) => {
    setTesting(true);
    setProblem(null);
    try {
      setStream(await navigator.mediaDevices.getUserMedia(mediaConstraints(withoutVideo)));
    } catch (error) {
      setStream(null);
      setProblem(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'failed');
    } finally {
      setTesting(false);
    }
  };
  const state = (kind: 'audio' | 'video'): DeviceState => {
    if (kind === 'video' && audioOnly) return 'off';
    const track = kind === 'audio' ? stream?.getAudioTracks()[0] : stream?.getVideoTracks()[0];
    return track?.readyState === 'live' ? 'ok' : 'missing';
  };
  const megabytes = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);

  return (
    <section className="flex flex-col gap-4 rounded-xl border bg-card p-4" aria-labelledby="pre-call-title">
      <h2 id="pre-call-title" className="text-lg font-semibold">
        {t('check.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('check.intro')}</p>
      <label className="flex items-start gap-3 text-sm">
        <Checkbox
          checked={audioOnly}
          onChange={(event) => {
            setAudioOnly(event.target.checked);
            if (stream) void test(event.target.checked);
          }}
        />
        <span className="flex flex-col gap-1">
          <span className="font-medium">{t('check.saveData')}</span>
          <span className="text-muted-foreground">
            {t('check.saveDataHint', {
              audio: megabytes(DATA_PER_10_MINUTES_MB.audio),
              video: megabytes(DATA_PER_10_MINUTES_MB.video),
            })}
          </span>
        </span>
      </label>
      {stream && !audioOnly && (
        <video
          ref={preview}
          aria-label={t('check.preview')}
          autoPlay
          muted
          playsInline
          className="aspect-video w-full max-w-xs rounded-lg bg-black object-cover"
        />
      )}
      {stream && (
        <ul className="flex flex-col gap-1 text-sm">
          <li className="flex items-center gap-2">
            <Camera aria-hidden="true" className="size-4" />
            {t('check.camera')} : {t(`check.${state('video')}`)}
          </li>
          <li className="flex items-center gap-2">
            <Mic aria-hidden="true" className="size-4" />
            {t('check.microphone')} : {t(`check.${state('audio')}`)}
          </li>
        </ul>
      )}
      {problem && <Alert variant="destructive">{t(`check.${problem}`)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button variant={stream ? 'outline' : 'default'} disabled={testing} onClick={() => void test(audioOnly)}>
          {stream ? t('check.retest') : t('check.test')}
        </Button>
        <Button
          disabled={!stream || state('audio') !== 'ok' || entering}
          onClick={() => {
            if (!stream) return;
            handedOver.current = true;
            onEnter(stream, audioOnly);
          }}
        >
          {enterLabel ?? t('check.enter')}
        </Button>
      </div>
    </section>
  );
}
