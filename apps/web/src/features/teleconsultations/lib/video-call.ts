import type { ConversationAck } from '@sante/shared/conversation-constants';
import {
  VIDEO_CAPS,
  VIDEO_GUESTS_EVENT,
  VIDEO_JOIN_EVENT,
  VIDEO_LEAVE_EVENT,
  VIDEO_PEER_EVENT,
  VIDEO_SIGNAL_EVENT,
  VIDEO_STATE_EVENT,
  type CallFallback,
  type IceServer,
  type VideoJoinAck,
  type VideoPeer,
  type VideoPeerMessage,
  type VideoSignalMessage,
  type VideoStateMessage,
} from '@sante/shared/teleconsultation-constants';
import type { TQualityReport } from '@sante/shared/teleconsultation-schemas';
import type { Socket } from 'socket.io-client';
import { closeSocket } from '../../../lib/live-sockets';
import { reconnectDelayMs } from '../../../lib/realtime';
import { sampleBetween, type QualitySample, type StatsCounters } from './call-quality';
import { EMPTY_SUMMARY, reportOf, totalBytes, withReading, type CallSummary } from './call-summary';
import { offersTo, PeerLink } from './peer-link';

/** The camera at 180p / 15 fps at most, the microphone with the browser's voice processing. */
export function mediaConstraints(audioOnly: boolean): MediaStreamConstraints {
  return {
    audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    video: audioOnly
      ? false
      : {
          width: { ideal: VIDEO_CAPS.width, max: VIDEO_CAPS.width },
          height: { ideal: VIDEO_CAPS.height, max: VIDEO_CAPS.height },
          frameRate: { ideal: VIDEO_CAPS.frameRate, max: VIDEO_CAPS.frameRate },
        },
  };
}

export type CallListener = {
  /** The state of the connection with one peer (`connected`, `failed`...). */
  connection: (peerId: string, state: RTCPeerConnectionState) => void;
  /** One peer's media. */
  remoteStream: (peerId: string, stream: MediaStream) => void;
  /** A participant entered (true) or left (false) the room. */
  peer: (peer: VideoPeer, present: boolean) => void;
  /** The server pushed a new state of the call (signed-in participants only). */
  callState: (message: VideoStateMessage) => void;
  /** A guest was invited, joined or was removed (signed-in participants only): the list is read again. */
  guests: () => void;
  /** The server ended this side's socket or refuses it (a guest removed, the call over, a session revoked). */
  ended: () => void;
  /**
   * Every few seconds while connected with the main peer (the doctor, or for the doctor the patient): round-trip
   * time (ms, null when unknown), whether TURN relays the media, what the link did since the previous reading (null
   * at the first one) and the bytes sent and received so far over every connection.
   */
  quality: (figures: {
    rttMs: number | null;
    relayed: boolean;
    sample: QualitySample | null;
    bytes: { sent: number; received: number };
  }) => void;
};

const ACK_TIMEOUT_MS = 10_000;
const STATS_EVERY_MS = 5_000;

/** The peer whose connection the indicator and the fallback ladder measure: the doctor, or for the doctor the patient. */
export const mainPeerOf = (side: VideoPeer['side']) => (side === 'doctor' ? 'patient' : 'doctor');

/**
 * This browser's side of the room (ADR 030, a mesh since ADR 059): a Socket.IO connection of its own that joins the
 * consultation's room (`video:join`, authorised by the server) and carries the SDP descriptions and ICE candidates
 * addressed to one peer (`video:signal`), and one `PeerLink` (an `RTCPeerConnection`) per other participant, at most
 * two. The doctor offers to everyone, the patient to the guest, the guest never: no glare. Links start once
 * `mayConnect()` says so (the patient admitted). A peer who leaves loses their link; when they come back (a network
 * drop) the offerer makes a new one; after its own drop this side rejoins and starts afresh.
 */
export class VideoCall {
  private socket: Socket | null = null;
  private readonly links = new Map<string, PeerLink>();
  private readonly present = new Map<string, VideoPeer>();
  private closed = false;
  private joinedOnce = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private statsTimer: ReturnType<typeof setInterval> | undefined;
  private readonly videoTrack: MediaStreamTrack | null;
  private audioOnly = false;
  private summary: CallSummary = EMPTY_SUMMARY;
  /** Bytes of each candidate pair of every connection (an ICE restart or a new link makes another). */
  private readonly pairBytes = new Map<string, { sent: number; received: number }>();

  constructor(
    private readonly consultationId: string,
    private readonly side: VideoPeer['side'],
    private readonly iceServers: IceServer[],
    private readonly local: MediaStream,
    private readonly listener: CallListener,
    /** Opens the signalling socket: the session's, or a guest's with their room key. */
    private readonly connect: () => Promise<Socket>,
    /** Whether links may start (the patient is admitted); `connectAll` when it becomes true. */
    private readonly mayConnect: () => boolean,
  ) {
    this.videoTrack = local.getVideoTracks()[0] ?? null;
  }

  /** Opens the signalling socket and joins the room; resolves with who was already there. */
  async start(): Promise<VideoPeer[]> {
    const socket = await this.connect();
    this.socket = socket;
    socket.on(VIDEO_SIGNAL_EVENT, (message: VideoSignalMessage) => {
      this.receive(message).catch(() => undefined);
    });
    socket.on(VIDEO_PEER_EVENT, (message: VideoPeerMessage) => {
      if (message.consultationId !== this.consultationId || message.peer.id === this.side) return;
      if (message.present) this.arrived(message.peer);
      else this.left(message.peer);
    });
    socket.on(VIDEO_STATE_EVENT, (message: VideoStateMessage) => {
      if (message.consultationId === this.consultationId) this.listener.callState(message);
    });
    socket.on(VIDEO_GUESTS_EVENT, (message: { consultationId: string }) => {
      if (message.consultationId === this.consultationId) this.listener.guests();
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') this.listener.ended();
      else if (reason !== 'io client disconnect') this.retry();
    });
    socket.on('connect_error', (error) => {
      if (error.message === 'guest_refused') this.listener.ended();
      else this.retry();
    });
    return new Promise((resolve, reject) => {
      socket.on('connect', () => {
        this.attempt = 0;
        this.join().then(resolve, reject);
      });
    });
  }

  /** Offers to every participant present this side offers to (the doctor after admitting the patient...). */
  connectAll(): void {
    for (const peer of this.present.values()) this.connectTo(peer);
  }

  /**
   * « Économiser les données »: the camera stops sending on every connection (its track is detached: no video
   * bytes) or sends again; remembered for the links made later.
   */
  async setAudioOnly(audioOnly: boolean): Promise<void> {
    this.audioOnly = audioOnly;
    if (this.videoTrack) this.videoTrack.enabled = !audioOnly;
    await Promise.all([...this.links.values()].map((link) => link.setVideo(this.sentVideo())));
  }

  /** This side's summary of the call so far (ADR 047), null before the first reading. */
  report(fallbacks: ReadonlySet<CallFallback>): TQualityReport | null {
    return reportOf(this.summary, fallbacks);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.statsTimer);
    this.socket?.emit(VIDEO_LEAVE_EVENT, { consultationId: this.consultationId });
    if (this.socket) closeSocket(this.socket);
    for (const link of this.links.values()) link.close();
    this.links.clear();
    for (const track of this.local.getTracks()) track.stop();
  }

  private sentVideo(): MediaStreamTrack | null {
    return this.audioOnly ? null : this.videoTrack;
  }

  private async join(): Promise<VideoPeer[]> {
    const answer = await this.request<VideoJoinAck>(VIDEO_JOIN_EVENT, { consultationId: this.consultationId });
    if (!answer.ok) throw new Error(answer.code);
    // Back after a drop: the others dropped their links with this side; every link starts afresh.
    if (this.joinedOnce) for (const peerId of [...this.links.keys()]) this.dropLink(peerId);
    this.joinedOnce = true;
    this.present.clear();
    for (const peer of answer.value.peers) this.arrived(peer);
    return answer.value.peers;
  }

  private arrived(peer: VideoPeer): void {
    // A peer seen again came back with a new connection: its old link is of no use.
    this.dropLink(peer.id);
    this.present.set(peer.id, peer);
    this.listener.peer(peer, true);
    this.connectTo(peer);
  }

  private left(peer: VideoPeer): void {
    this.dropLink(peer.id);
    this.present.delete(peer.id);
    this.listener.peer(peer, false);
  }

  private connectTo(peer: VideoPeer): void {
    if (this.closed || !offersTo(this.side, peer.side) || !this.mayConnect()) return;
    const link = this.links.get(peer.id) ?? this.linkWith(peer);
    if (!link.negotiated) link.offer().catch(() => undefined);
  }

  private linkWith(peer: VideoPeer): PeerLink {
    const link = new PeerLink(
      peer,
      offersTo(this.side, peer.side),
      this.iceServers,
      this.local,
      this.sentVideo(),
      (signal) =>
        this.socket?.emit(VIDEO_SIGNAL_EVENT, { consultationId: this.consultationId, to: peer.id, ...signal }),
      {
        track: (stream) => this.listener.remoteStream(peer.id, stream),
        state: (state) => {
          if (this.links.get(peer.id) !== link) return;
          this.listener.connection(peer.id, state);
          if (state === 'connected' && peer.id === mainPeerOf(this.side)) this.watchQuality();
        },
      },
    );
    this.links.set(peer.id, link);
    return link;
  }

  private dropLink(peerId: string): void {
    const link = this.links.get(peerId);
    if (!link) return;
    link.close();
    this.links.delete(peerId);
    this.listener.connection(peerId, 'closed');
  }

  private retry(): void {
    if (this.closed || this.retryTimer !== undefined) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.socket?.connect();
    }, reconnectDelayMs(this.attempt++));
  }

  private request<T>(event: string, payload: unknown): Promise<ConversationAck<T>> {
    return new Promise((resolve) => {
      const socket = this.socket;
      if (!socket) return resolve({ ok: false, code: 'service_unavailable' });
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emit(event, payload, (error: Error | null, answer: ConversationAck<T>) =>
          resolve(error ? { ok: false, code: 'service_unavailable' } : answer),
        );
    });
  }

  private async receive(message: VideoSignalMessage): Promise<void> {
    if (message.consultationId !== this.consultationId || this.closed) return;
    const peer = this.present.get(message.from);
    if (!peer) return;
    let link = this.links.get(peer.id);
    // An offer on a link already negotiated: the other side started a new session (it came back).
    if (link && message.description?.type === 'offer' && link.negotiated) {
      this.dropLink(peer.id);
      link = undefined;
    }
    await (link ?? this.linkWith(peer)).receive(message);
  }

  /**
   * The indicator and the fallback ladder's measure (`call-quality.ts`): RTT and relay use of the main connection's
   * selected candidate pair, the loss and video bitrate of the media it receives since the previous reading, and the
   * bytes of every connection.
   */
  private watchQuality(): void {
    if (this.statsTimer !== undefined) return;
    let previous: StatsCounters | null = null;
    const read = async () => {
      const main = this.links.get(mainPeerOf(this.side));
      if (!main) return;
      for (const [peerId, link] of this.links) {
        if (link !== main) this.countBytes(peerId, await link.pc.getStats());
      }
      const report = await main.pc.getStats();
      this.countBytes(main.peer.id, report);
      let rttMs: number | null = null;
      let relayed = false;
      const counters: StatsCounters = {
        atMs: 0,
        packetsReceived: 0,
        packetsLost: 0,
        videoBytesReceived: 0,
        rttMs: null,
      };
      report.forEach(
        (entry: {
          type: string;
          kind?: string;
          timestamp?: number;
          state?: string;
          nominated?: boolean;
          currentRoundTripTime?: number;
          localCandidateId?: string;
          packetsReceived?: number;
          packetsLost?: number;
          bytesReceived?: number;
        }) => {
          if (entry.type === 'inbound-rtp') {
            counters.atMs = Math.max(counters.atMs, entry.timestamp ?? 0);
            counters.packetsReceived += entry.packetsReceived ?? 0;
            counters.packetsLost += entry.packetsLost ?? 0;
            if (entry.kind === 'video') counters.videoBytesReceived += entry.bytesReceived ?? 0;
            return;
          }
          if (entry.type !== 'candidate-pair' || entry.state !== 'succeeded' || !entry.nominated) return;
          if (entry.currentRoundTripTime !== undefined) rttMs = Math.round(entry.currentRoundTripTime * 1000);
          const local = entry.localCandidateId
            ? (report.get(entry.localCandidateId) as { candidateType?: string })
            : undefined;
          relayed = local?.candidateType === 'relay';
        },
      );
      counters.rttMs = rttMs;
      const sample = previous ? sampleBetween(previous, counters) : null;
      const bytes = totalBytes(this.pairBytes);
      this.summary = withReading(this.summary, { counters, previous, relayed, bytes });
      previous = counters;
      this.listener.quality({ rttMs, relayed, sample, bytes });
    };
    this.statsTimer = setInterval(() => void read().catch(() => undefined), STATS_EVERY_MS);
    void read().catch(() => undefined);
  }

  /** Each candidate pair's largest byte counters, per connection (pair ids are only unique within one). */
  private countBytes(peerId: string, report: RTCStatsReport): void {
    report.forEach((entry: { type: string; id?: string; bytesSent?: number; bytesReceived?: number }) => {
      if (entry.type !== 'candidate-pair' || !entry.id) return;
      const key = `${peerId}/${entry.id}`;
      const seen = this.pairBytes.get(key) ?? { sent: 0, received: 0 };
      this.pairBytes.set(key, {
        sent: Math.max(seen.sent, entry.bytesSent ?? 0),
        received: Math.max(seen.received, entry.bytesReceived ?? 0),
      });
    });
  }
}
