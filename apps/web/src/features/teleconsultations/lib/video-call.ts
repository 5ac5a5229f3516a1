import type { ConversationAck } from '@sante/shared/conversation-constants';
import {
  VIDEO_CAPS,
  VIDEO_JOIN_EVENT,
  VIDEO_LEAVE_EVENT,
  VIDEO_PEER_EVENT,
  VIDEO_SIGNAL_EVENT,
  VIDEO_STATE_EVENT,
  type IceServer,
  type VideoJoinAck,
  type VideoPeerMessage,
  type VideoSide,
  type VideoSignalMessage,
  type VideoStateMessage,
} from '@sante/shared/teleconsultation-constants';
import type { Socket } from 'socket.io-client';
import { reconnectDelayMs } from '../../../lib/realtime';
import type { CallFallback } from '@sante/shared/teleconsultation-constants';
import type { TQualityReport } from '@sante/shared/teleconsultation-schemas';
import { sampleBetween, type QualitySample, type StatsCounters } from './call-quality';
import { EMPTY_SUMMARY, reportOf, totalBytes, withReading, type CallSummary } from './call-summary';
import { withLowBandwidthOpus } from './opus-sdp';

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
  /** The peer connection's state (`connected`, `failed`...). */
  connection: (state: RTCPeerConnectionState) => void;
  /** The other side's media. */
  remoteStream: (stream: MediaStream) => void;
  /** The other participant entered (true) or left (false) the room. */
  peer: (present: boolean) => void;
  /** The server pushed a new state of the call. */
  callState: (message: VideoStateMessage) => void;
  /**
   * Every few seconds while connected: round-trip time (ms, null when unknown), whether TURN relays the media,
   * what the link did since the previous reading (null at the first one) and the bytes sent and received so far.
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

/**
 * One side of a one-to-one call (ADR 030): a Socket.IO connection of its own that joins the consultation's room
 * (`video:join`, authorised by the server) and carries the SDP descriptions and ICE candidates (`video:signal`), and
 * an `RTCPeerConnection` with the local camera and microphone. The doctor makes the offer (when told to, once the
 * patient is admitted, and again when the patient comes back), the patient answers: no glare. After a network drop
 * the socket reconnects (1, 2, 5, then 10 s), joins again, and the doctor offers again with an ICE restart.
 */
export class VideoCall {
  private socket: Socket | null = null;
  private readonly pc: RTCPeerConnection;
  private closed = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private statsTimer: ReturnType<typeof setInterval> | undefined;
  private readonly pendingCandidates: RTCIceCandidateInit[] = [];
  private videoTrack: MediaStreamTrack | null;
  private offering = false;
  private audioOnly = false;
  private summary: CallSummary = EMPTY_SUMMARY;
  /** Bytes of each candidate pair (one per connection: an ICE restart makes another). */
  private readonly pairBytes = new Map<string, { sent: number; received: number }>();

  constructor(
    private readonly consultationId: string,
    private readonly side: VideoSide,
    iceServers: IceServer[],
    private readonly local: MediaStream,
    private readonly listener: CallListener,
  ) {
    this.pc = new RTCPeerConnection({ iceServers });
    this.videoTrack = local.getVideoTracks()[0] ?? null;
    // The doctor offers fixed transceivers (audio, then video), so that the offer always has both m-lines and the
    // patient can send video even when the doctor sends none. The patient's tracks go on the transceivers the
    // offer creates (`attachLocalTracks`): transceivers added before an offer arrives would not be matched to it.
    if (side === 'doctor') {
      this.pc.addTransceiver(local.getAudioTracks()[0] ?? 'audio', { direction: 'sendrecv', streams: [local] });
      this.pc.addTransceiver(this.videoTrack ?? 'video', {
        direction: 'sendrecv',
        streams: [local],
        sendEncodings: [{ maxBitrate: VIDEO_CAPS.maxBitrate, maxFramerate: VIDEO_CAPS.frameRate }],
      });
    }
    const remote = new MediaStream();
    this.pc.ontrack = (event) => {
      remote.addTrack(event.track);
      listener.remoteStream(remote);
    };
    this.pc.onicecandidate = (event) => {
      if (!event.candidate) return;
      const { candidate, sdpMid, sdpMLineIndex } = event.candidate;
      this.signal({ candidate: { candidate, sdpMid: sdpMid ?? null, sdpMLineIndex: sdpMLineIndex ?? null } });
    };
    this.pc.onconnectionstatechange = () => {
      listener.connection(this.pc.connectionState);
      if (this.pc.connectionState === 'connected') this.watchQuality();
    };
  }

  /** Opens the signalling socket and joins the room; resolves with who was already there. */
  async start(): Promise<VideoSide[]> {
    const { io } = await import('socket.io-client');
    const socket = io({ path: '/socket.io', withCredentials: true, reconnection: false });
    this.socket = socket;
    socket.on(VIDEO_SIGNAL_EVENT, (message: VideoSignalMessage) => void this.receive(message));
    socket.on(VIDEO_PEER_EVENT, (message: VideoPeerMessage) => {
      if (message.consultationId !== this.consultationId || message.side === this.side) return;
      this.listener.peer(message.present);
    });
    socket.on(VIDEO_STATE_EVENT, (message: VideoStateMessage) => {
      if (message.consultationId === this.consultationId) this.listener.callState(message);
    });
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') this.retry();
    });
    socket.on('connect_error', () => this.retry());
    return new Promise((resolve, reject) => {
      socket.on('connect', () => {
        this.attempt = 0;
        this.join().then(resolve, reject);
      });
    });
  }

  /** The doctor's offer (after admitting the patient, or when the patient comes back). */
  async offer(iceRestart = false): Promise<void> {
    if (this.side !== 'doctor' || this.closed || this.offering) return;
    this.offering = true;
    try {
      const offer = await this.pc.createOffer({ iceRestart });
      const sdp = withLowBandwidthOpus(offer.sdp ?? '');
      await this.pc.setLocalDescription({ type: 'offer', sdp });
      this.signal({ description: { type: 'offer', sdp } });
    } finally {
      this.offering = false;
    }
  }

  /**
   * « Économiser les données »: the camera stops sending (its track is detached: no video bytes) or sends again.
   * Remembered for the transceiver an offer creates later (the patient's side).
   */
  async setAudioOnly(audioOnly: boolean): Promise<void> {
    this.audioOnly = audioOnly;
    if (this.videoTrack) this.videoTrack.enabled = !audioOnly;
    const sender = this.transceiverOf('video')?.sender;
    if (sender) await sender.replaceTrack(audioOnly ? null : this.videoTrack);
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
    this.socket?.disconnect();
    this.pc.close();
    for (const track of this.local.getTracks()) track.stop();
  }

  private async join(): Promise<VideoSide[]> {
    const answer = await this.request<VideoJoinAck>(VIDEO_JOIN_EVENT, { consultationId: this.consultationId });
    if (!answer.ok) throw new Error(answer.code);
    return answer.value.peers;
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

  private signal(content: Pick<VideoSignalMessage, 'description' | 'candidate'>): void {
    this.socket?.emit(VIDEO_SIGNAL_EVENT, { consultationId: this.consultationId, ...content });
  }

  private async receive(message: VideoSignalMessage): Promise<void> {
    if (message.consultationId !== this.consultationId || this.closed) return;
    if (message.description) {
      await this.pc.setRemoteDescription(message.description);
      for (const candidate of this.pendingCandidates.splice(0)) await this.pc.addIceCandidate(candidate);
      if (message.description.type === 'offer') {
        await this.attachLocalTracks();
        const answer = await this.pc.createAnswer();
        const sdp = withLowBandwidthOpus(answer.sdp ?? '');
        await this.pc.setLocalDescription({ type: 'answer', sdp });
        this.signal({ description: { type: 'answer', sdp } });
        await this.capVideo();
      }
    } else if (message.candidate) {
      const candidate: RTCIceCandidateInit = {
        candidate: message.candidate.candidate,
        sdpMid: message.candidate.sdpMid,
        sdpMLineIndex: message.candidate.sdpMLineIndex,
      };
      if (this.pc.remoteDescription) await this.pc.addIceCandidate(candidate);
      else this.pendingCandidates.push(candidate);
    }
  }

  private transceiverOf(kind: 'audio' | 'video'): RTCRtpTransceiver | undefined {
    return this.pc.getTransceivers().find((transceiver) => transceiver.receiver.track.kind === kind);
  }

  /** The answerer's microphone and camera on the transceivers the offer created, sending and receiving. */
  private async attachLocalTracks(): Promise<void> {
    const tracks = { audio: this.local.getAudioTracks()[0] ?? null, video: this.audioOnly ? null : this.videoTrack };
    for (const kind of ['audio', 'video'] as const) {
      const transceiver = this.transceiverOf(kind);
      if (!transceiver || transceiver.sender.track) continue;
      transceiver.direction = 'sendrecv';
      await transceiver.sender.replaceTrack(tracks[kind]);
      transceiver.sender.setStreams(this.local);
    }
  }

  /** The answerer's camera capped as the offerer's is (180p at 15 fps, 160 kbit/s). */
  private async capVideo(): Promise<void> {
    const sender = this.transceiverOf('video')?.sender;
    if (!sender) return;
    const parameters = sender.getParameters();
    const [encoding] = parameters.encodings;
    if (!encoding) return;
    encoding.maxBitrate = VIDEO_CAPS.maxBitrate;
    encoding.maxFramerate = VIDEO_CAPS.frameRate;
    await sender.setParameters(parameters).catch(() => undefined);
  }

  /**
   * The indicator and the fallback ladder's measure (`call-quality.ts`): RTT and relay use of the selected
   * candidate pair, and the loss and video bitrate of the received media since the previous reading.
   */
  private watchQuality(): void {
    if (this.statsTimer !== undefined) return;
    let previous: StatsCounters | null = null;
    const read = async () => {
      const report = await this.pc.getStats();
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
          id?: string;
          bytesSent?: number;
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
          if (entry.type === 'candidate-pair' && entry.id) {
            const seen = this.pairBytes.get(entry.id) ?? { sent: 0, received: 0 };
            this.pairBytes.set(entry.id, {
              sent: Math.max(seen.sent, entry.bytesSent ?? 0),
              received: Math.max(seen.received, entry.bytesReceived ?? 0),
            });
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
}
