import type {
  CallFallback,
  JoinTeleconsultationResponse,
  TeleconsultationView,
  VideoStateMessage,
} from '@sante/shared/teleconsultation-constants';
import { MessageSquare, PhoneCall, PhoneOff, UserPlus, Wifi } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { sendQualityReport, useCallTransition, useRefreshGuests } from '../api/teleconsultations';
import { usePeerTiles } from '../hooks/use-peer-tiles';
import { fallbackFor, QUALITY_THRESHOLDS, type Fallback, type QualitySample } from '../lib/call-quality';
import { megabytesOf } from '../lib/call-summary';
import { openSocket } from '../../../lib/live-sockets';
import { mainPeerOf, VideoCall } from '../lib/video-call';
import { PeerTiles } from './peer-tiles';

/** Each side sends its summary of the call this often (and on leaving) for staff (ADR 047). */
const REPORT_EVERY_MS = 60_000;

/** The messaging thread is fetched when the chat is opened, never with the room. */
const InCallChat = lazy(async () => ({ default: (await import('./in-call-chat')).InCallChat }));
/** The doctor's invitations (a third participant, ADR 059): fetched when the doctor opens them. */
const GuestsPanel = lazy(async () => ({ default: (await import('./guests-panel')).GuestsPanel }));

type CallRoomProps = {
  teleconsultation: TeleconsultationView;
  joined: JoinTeleconsultationResponse;
  stream: MediaStream;
  audioOnly: boolean;
  /** The signed-in participant (the chat's side). */
  userId: string;
  /** The server pushed a new state (the page reads the consultation again). */
  onCallState: (message: VideoStateMessage) => void;
  onLeave: () => void;
};

/**
 * The room once entered (ADR 030): the patient waits (« le médecin va vous rejoindre ») until the doctor lets them
 * in; then one RTCPeerConnection with each other participant (the doctor may invite a third, ADR 059), audio
 * first, video capped at 180p / 15 fps. The patient may switch
 * to audio only at any time and ask to be called back by phone; the doctor ends the consultation. Both may open the
 * chat (their messaging thread) at any time; when the measured quality falls the room proposes audio only, then
 * the chat (ADR 041).
 */
export function CallRoom({ teleconsultation, joined, stream, audioOnly, userId, onCallState, onLeave }: CallRoomProps) {
  const { t, i18n } = useTranslation('teleconsultations');
  const id = teleconsultation.booking.id;
  const side = joined.side;
  const state = teleconsultation.call?.state ?? 'waiting';
  const transition = useCallTransition(id);
  const [connection, setConnection] = useState<RTCPeerConnectionState>('new');
  const [peerPresent, setPeerPresent] = useState(false);
  const [peerLeft, setPeerLeft] = useState(false);
  const [saveData, setSaveData] = useState(audioOnly);
  const [quality, setQuality] = useState<{ rttMs: number | null; relayed: boolean } | null>(null);
  const [dataMb, setDataMb] = useState<number | null>(null);
  /** The steps of the ladder taken during the call (reported to staff). */
  const fallbacksUsed = useRef(new Set<CallFallback>());
  const [failure, setFailure] = useState<string | null>(null);
  const [chatOpen, setChatOpen] = useState(false);
  const [fallback, setFallback] = useState<Fallback>('none');
  const [dismissed, setDismissed] = useState<Fallback | null>(null);
  const samples = useRef<QualitySample[]>([]);
  const call = useRef<VideoCall | null>(null);
  const { tiles, handlers: tileEvents } = usePeerTiles();
  const refreshGuests = useRefreshGuests(id);
  const [guestsOpen, setGuestsOpen] = useState(false);
  const mainPeer = mainPeerOf(side);
  const latestState = useRef(state);
  const callStateHandler = useRef(onCallState);
  const hasCamera = stream.getVideoTracks().length > 0;
  const sendsVideo = useRef(hasCamera && !saveData);
  useEffect(() => {
    latestState.current = state;
    callStateHandler.current = onCallState;
    sendsVideo.current = hasCamera && !saveData;
  });

  useEffect(() => {
    const videoCall = new VideoCall(
      id,
      side,
      joined.iceServers,
      stream,
      {
        connection: (peerId, peerState) => {
          tileEvents.connection(peerId, peerState);
          if (peerId === mainPeer) setConnection(peerState);
        },
        remoteStream: tileEvents.stream,
        peer: (peer, present) => {
          tileEvents.peer(peer, present);
          if (peer.id !== mainPeer) return;
          setPeerPresent(present);
          setPeerLeft(!present);
        },
        callState: (message) => callStateHandler.current(message),
        guests: refreshGuests,
        ended: () => undefined,
        quality: ({ rttMs, relayed, sample, bytes }) => {
          setQuality({ rttMs, relayed });
          setDataMb(megabytesOf(bytes));
          if (!sample) return;
          samples.current = [...samples.current, sample].slice(-QUALITY_THRESHOLDS.sustained);
          setFallback(fallbackFor(samples.current, !sendsVideo.current));
        },
      },
      () => openSocket(),
      // The patient is admitted: the doctor connects to everyone, the patient to the guest.
      () => latestState.current === 'in_progress',
    );
    call.current = videoCall;
    const report = () => {
      const summary = videoCall.report(fallbacksUsed.current);
      if (summary) sendQualityReport(id, summary);
    };
    const reporter = setInterval(report, REPORT_EVERY_MS);
    videoCall
      .start()
      .then((peers) => setPeerPresent(peers.some((peer) => peer.id === mainPeer)))
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : 'internal_error'));
    return () => {
      clearInterval(reporter);
      report();
      videoCall.close();
      call.current = null;
    };
  }, [id, side, joined.iceServers, stream, mainPeer, tileEvents, refreshGuests]);

  // Admitted: the links start (the doctor offers to everyone present, the patient to the guest).
  useEffect(() => {
    if (state === 'in_progress') call.current?.connectAll();
  }, [state]);

  useEffect(() => {
    if (audioOnly) void call.current?.setAudioOnly(true);
  }, [audioOnly]);

  const admit = () => transition.mutate('admit');
  const toggleSaveData = (on: boolean) => {
    setSaveData(on);
    if (on && latestState.current === 'in_progress') fallbacksUsed.current.add('audio_only');
    // The ladder starts again from the new mode's readings.
    samples.current = [];
    setFallback('none');
    void call.current?.setAudioOnly(on);
  };
  const inCall = state === 'in_progress';
  useEffect(() => {
    if (!inCall) return;
    if (connection === 'failed') fallbacksUsed.current.add('connection_failed');
    if (chatOpen) fallbacksUsed.current.add('chat');
  }, [inCall, connection, chatOpen]);
  // What the room proposes: the chat when the connection failed, else what the measures say (once each).
  const measured = connection === 'failed' ? 'chat' : fallback;
  const proposal = !inCall || chatOpen || measured === dismissed ? 'none' : measured;

  return (
    <section
      className="flex flex-col gap-4"
      aria-label={t('room.title')}
      data-testid="call-room"
      data-connection-state={connection}
      data-audio-only={saveData || !hasCamera ? 'true' : 'false'}
    >
      {side === 'patient' && state === 'waiting' && <Alert className="text-base">{t('call.waitingPatient')}</Alert>}
      {side === 'doctor' && state === 'waiting' && (
        <div className="flex flex-col items-start gap-3 rounded-xl border bg-card p-4">
          <p>{peerPresent ? t('call.patientWaiting') : t('call.waitingDoctorForPatient')}</p>
          <Button disabled={!peerPresent || transition.isPending} onClick={admit}>
            {t('call.admit')}
          </Button>
        </div>
      )}
      {inCall && (
        <p className="flex items-center gap-2 text-sm font-medium" role="status">
          <Wifi aria-hidden="true" className="size-4" />
          {connection === 'connected'
            ? t('call.connected')
            : connection === 'failed'
              ? t('call.failed')
              : connection === 'disconnected'
                ? t('call.reconnecting')
                : t('call.connecting')}
          {connection === 'connected' && quality && (
            <span className="font-normal text-muted-foreground">
              · {quality.rttMs === null ? t('call.qualityUnknown') : t('call.quality', { rtt: quality.rttMs })} ·{' '}
              {quality.relayed ? t('call.relayed') : t('call.direct')}
            </span>
          )}
        </p>
      )}
      {inCall && dataMb !== null && (
        <p className="text-sm text-muted-foreground" data-testid="data-used">
          {t('call.dataUsed', { mb: formatMegabytes(dataMb, i18n.language) })}
        </p>
      )}
      {!joined.relay && <p className="text-sm text-muted-foreground">{t('call.noRelay')}</p>}
      {peerLeft && inCall && <Alert>{t('call.peerLeft')}</Alert>}
      {proposal === 'audio_only' && hasCamera && !saveData && (
        <Alert className="flex flex-col items-start gap-2" data-testid="fallback-proposal">
          <span>{t('call.proposeAudio')}</span>
          <span className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => toggleSaveData(true)}>
              {t('call.switchAudio')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDismissed('audio_only')}>
              {t('call.dismiss')}
            </Button>
          </span>
        </Alert>
      )}
      {proposal === 'chat' && (
        <Alert className="flex flex-col items-start gap-2" data-testid="fallback-proposal">
          <span>{t('call.proposeChat')}</span>
          <span className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setChatOpen(true)}>
              <MessageSquare aria-hidden="true" />
              {t('call.switchChat')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDismissed('chat')}>
              {t('call.dismiss')}
            </Button>
          </span>
        </Alert>
      )}
      <PeerTiles
        main={tiles.get(mainPeer) ?? null}
        mainLabel={t('call.remote')}
        others={[...tiles.values()].filter((tile) => tile.peer.id !== mainPeer)}
        self={stream}
        showSelf={hasCamera && !saveData}
      />
      {saveData && hasCamera && <p className="text-sm text-muted-foreground">{t('call.saveDataOn')}</p>}
      {failure && <Alert variant="destructive">{t('room.refused')}</Alert>}
      <FormError error={transition.error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" aria-expanded={chatOpen} onClick={() => setChatOpen((open) => !open)}>
          <MessageSquare aria-hidden="true" />
          {chatOpen ? t('call.closeChat') : t('call.openChat')}
        </Button>
        {hasCamera && (
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
            <Checkbox checked={saveData} onChange={(event) => toggleSaveData(event.target.checked)} />
            {t('call.saveData')}
          </label>
        )}
        {side === 'doctor' && (
          <Button variant="outline" aria-expanded={guestsOpen} onClick={() => setGuestsOpen((open) => !open)}>
            <UserPlus aria-hidden="true" />
            {t('guests.open')}
          </Button>
        )}
        {side === 'doctor' && (
          <Button variant="destructive" disabled={transition.isPending} onClick={() => transition.mutate('end')}>
            <PhoneOff aria-hidden="true" />
            {t('call.end')}
          </Button>
        )}
        {side === 'patient' && (
          <>
            <Button variant="outline" disabled={transition.isPending} onClick={() => transition.mutate('callback')}>
              <PhoneCall aria-hidden="true" />
              {t('call.callback')}
            </Button>
            <Button variant="ghost" onClick={onLeave}>
              {t('call.leave')}
            </Button>
          </>
        )}
      </div>
      {guestsOpen && side === 'doctor' && (
        <Suspense fallback={<Spinner label={t('guests.loading')} />}>
          <GuestsPanel consultationId={id} />
        </Suspense>
      )}
      {chatOpen && (
        <section aria-label={t('chat.title')} className="flex flex-col gap-2">
          <Suspense fallback={<Spinner label={t('chat.opening')} />}>
            <InCallChat teleconsultation={teleconsultation} userId={userId} />
          </Suspense>
        </section>
      )}
    </section>
  );
}

/** « 1,4 Mo »: one decimal, in the page's language. */
function formatMegabytes(mb: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(mb);
}
