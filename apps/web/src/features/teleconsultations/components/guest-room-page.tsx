import type { IceServersResponse } from '@sante/shared/teleconsultation-constants';
import { LogOut } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { openSocket } from '../../../lib/live-sockets';
import { guestIceServers, redeemGuestLink, type GuestPass } from '../api/teleconsultations';
import { usePeerTiles } from '../hooks/use-peer-tiles';
import { VideoCall } from '../lib/video-call';
import { PeerTiles } from './peer-tiles';
import { PreCallCheck } from './pre-call-check';
import './register-teleconsultation-catalogues';

/** The redeemed link of this tab: a reload enters again with the room key (the link itself works once). */
const PASS_KEY = 'visio-guest-pass';

function storedPass(): GuestPass | null {
  try {
    const raw = sessionStorage.getItem(PASS_KEY);
    return raw ? (JSON.parse(raw) as GuestPass) : null;
  } catch {
    return null;
  }
}

const noChanges = () => () => undefined;
let opened: { token: string; pass: GuestPass | null } | null = null;
/**
 * What the tab opened with, read once in the browser: the link's secret (the fragment) and the pass of an earlier
 * entry in this tab. Null while pre-rendering.
 */
function openingSnapshot() {
  opened ??= { token: window.location.hash.slice(1), pass: storedPass() };
  return opened;
}

/** Why the guest is out of the room: removed by the doctor, the call over, or they left. */
type Outcome = 'removed' | 'over' | 'left';

type Entered = { pass: GuestPass; ice: IceServersResponse; stream: MediaStream; audioOnly: boolean };

/**
 * `/visio/invitation#<secret>` (public, no account; ADR 052, 059): what the link the doctor sent to an interpreter
 * or a relative opens. The secret is in the fragment, which browsers never send to a server; it is spent when the
 * guest enters, after the pre-call check, and the room key it gives stays in this tab only. A used, expired or
 * removed link is refused in words, never the room.
 */
export function GuestRoomPage() {
  const { t } = useTranslation('teleconsultations');
  const opening = useSyncExternalStore(noChanges, openingSnapshot, () => null);
  /** Once entered (or refused), this page's own pass replaces the tab's: undefined until then. */
  const [ownPass, setPass] = useState<GuestPass | null | undefined>(undefined);
  const pass = ownPass === undefined ? (opening?.pass ?? null) : ownPass;
  const token = opening?.token ?? '';
  const [entering, setEntering] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [entered, setEntered] = useState<Entered | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The secret leaves the address bar (and the history) at once.
  useEffect(() => {
    if (window.location.hash) history.replaceState(null, '', window.location.pathname);
  }, []);

  const enter = async (stream: MediaStream, audioOnly: boolean) => {
    setEntering(true);
    setError(null);
    try {
      const current = pass ?? (await redeemGuestLink(token));
      sessionStorage.setItem(PASS_KEY, JSON.stringify(current));
      setPass(current);
      setEntered({ pass: current, ice: await guestIceServers(current), stream, audioOnly });
    } catch (failure) {
      for (const track of stream.getTracks()) track.stop();
      if (failure instanceof ApiError && (failure.status === 404 || failure.status === 410)) {
        sessionStorage.removeItem(PASS_KEY);
        setPass(null);
      }
      setError(failure);
    } finally {
      setEntering(false);
    }
  };

  const refusal = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl leading-tight font-semibold">{t('guest.title')}</h1>
      {outcome ? (
        <Alert variant={outcome === 'left' ? 'info' : 'success'} role="status">
          <p className="font-semibold">{t('guest.outTitle')}</p>
          <p>{t(`guest.out.${outcome}`)}</p>
        </Alert>
      ) : entered ? (
        <GuestRoom
          entered={entered}
          onOut={(why) => {
            setEntered(null);
            if (why !== 'left') sessionStorage.removeItem(PASS_KEY);
            setOutcome(why);
          }}
        />
      ) : !opening ? (
        <Spinner label={t('loading')} />
      ) : !token && !pass ? (
        <Alert variant="destructive">{t('guest.invalid')}</Alert>
      ) : (
        <>
          <p>{t('guest.intro')}</p>
          <PreCallCheck
            entering={entering}
            enterLabel={t('guest.enter')}
            onEnter={(stream, audioOnly) => void enter(stream, audioOnly)}
          />
          {refusal ? <Alert variant="destructive">{t('guest.invalid')}</Alert> : <FormError error={error} />}
        </>
      )}
    </div>
  );
}

/** The guest in the room: the doctor large, the patient's tile under, their own picture; « Quitter ». */
function GuestRoom({ entered, onOut }: { entered: Entered; onOut: (why: Outcome) => void }) {
  const { t } = useTranslation('teleconsultations');
  const { pass, ice, stream } = entered;
  const { tiles, handlers: tileEvents } = usePeerTiles();
  const [saveData, setSaveData] = useState(entered.audioOnly);
  const [failure, setFailure] = useState<string | null>(null);
  const call = useRef<VideoCall | null>(null);
  const out = useRef(onOut);
  useEffect(() => {
    out.current = onOut;
  });
  const hasCamera = stream.getVideoTracks().length > 0;

  useEffect(() => {
    const videoCall = new VideoCall(
      pass.consultationId,
      'guest',
      ice.iceServers,
      stream,
      {
        connection: tileEvents.connection,
        remoteStream: tileEvents.stream,
        peer: tileEvents.peer,
        callState: () => undefined,
        guests: () => undefined,
        quality: () => undefined,
        // The server ended the socket or refuses it: removed by the doctor (404), or the call is over.
        ended: () => {
          videoCall.close();
          guestIceServers(pass).then(
            () => out.current('over'),
            (error: unknown) => out.current(error instanceof ApiError && error.status === 404 ? 'removed' : 'over'),
          );
        },
      },
      () => openSocket({ consultationId: pass.consultationId, roomKey: pass.roomKey }),
      () => false,
    );
    call.current = videoCall;
    videoCall.start().catch((error: unknown) => setFailure(error instanceof Error ? error.message : 'internal_error'));
    if (entered.audioOnly) void videoCall.setAudioOnly(true);
    return () => {
      videoCall.close();
      call.current = null;
    };
  }, [pass, ice, stream, entered.audioOnly, tileEvents]);

  const doctor = tiles.get('doctor') ?? null;
  const toggleSaveData = (on: boolean) => {
    setSaveData(on);
    void call.current?.setAudioOnly(on);
  };
  const guest = pass.guest;
  return (
    <section
      className="flex flex-col gap-4"
      aria-label={t('guest.title')}
      data-testid="guest-room"
      data-connection-state={doctor?.state ?? 'new'}
    >
      <p className="font-medium">{t('guest.as', { name: guest.name, kind: t(`guests.kinds.${guest.kind}`) })}</p>
      {doctor?.state !== 'connected' && <Alert>{t('guest.waiting')}</Alert>}
      {!ice.relay && <p className="text-sm text-muted-foreground">{t('call.noRelay')}</p>}
      <PeerTiles
        main={doctor}
        mainLabel={t('guests.sides.doctor')}
        others={[...tiles.values()].filter((tile) => tile.peer.id !== 'doctor')}
        self={stream}
        showSelf={hasCamera && !saveData}
      />
      {failure && (
        <Alert variant="destructive">{failure === 'video_room_full' ? t('guest.full') : t('guest.invalid')}</Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {hasCamera && (
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
            <Checkbox checked={saveData} onChange={(event) => toggleSaveData(event.target.checked)} />
            {t('call.saveData')}
          </label>
        )}
        <Button variant="ghost" onClick={() => onOut('left')}>
          <LogOut aria-hidden="true" />
          {t('guest.leave')}
        </Button>
      </div>
    </section>
  );
}
