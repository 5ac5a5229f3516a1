import {
  VIDEO_CAPS,
  type IceServer,
  type VideoPeer,
  type VideoSignalMessage,
} from '@sante/shared/teleconsultation-constants';
import { withLowBandwidthOpus } from './opus-sdp';

/** Who offers between two sides of the mesh (no glare): the doctor to everyone, the patient to the guest. */
const RANK: Record<VideoPeer['side'], number> = { doctor: 0, patient: 1, guest: 2 };
export const offersTo = (self: VideoPeer['side'], other: VideoPeer['side']) => RANK[self] < RANK[other];

type Signal = Pick<VideoSignalMessage, 'description' | 'candidate'>;

/**
 * One `RTCPeerConnection` of the room's mesh (ADR 059), with one other participant. The offerer creates fixed
 * transceivers (audio, then video), so that the offer always has both m-lines and the answerer can send video even
 * when the offerer sends none; the answerer puts its tracks on the transceivers the offer created. Every Opus line
 * asks for FEC, DTX and 20 kbit/s; the video is capped at 180p, 15 fps, 160 kbit/s.
 */
export class PeerLink {
  readonly pc: RTCPeerConnection;
  readonly remote = new MediaStream();
  private readonly pendingCandidates: RTCIceCandidateInit[] = [];
  private offering = false;

  constructor(
    readonly peer: VideoPeer,
    readonly offerer: boolean,
    iceServers: IceServer[],
    private readonly local: MediaStream,
    private videoTrack: MediaStreamTrack | null,
    private readonly send: (signal: Signal) => void,
    events: { track: (stream: MediaStream) => void; state: (state: RTCPeerConnectionState) => void },
  ) {
    this.pc = new RTCPeerConnection({ iceServers });
    if (offerer) {
      this.pc.addTransceiver(local.getAudioTracks()[0] ?? 'audio', { direction: 'sendrecv', streams: [local] });
      this.pc.addTransceiver(videoTrack ?? 'video', {
        direction: 'sendrecv',
        streams: [local],
        sendEncodings: [
          { maxBitrate: VIDEO_CAPS.maxBitrate, maxFramerate: VIDEO_CAPS.frameRate, active: videoTrack !== null },
        ],
      });
    }
    this.pc.ontrack = (event) => {
      this.remote.addTrack(event.track);
      events.track(this.remote);
    };
    this.pc.onicecandidate = (event) => {
      if (!event.candidate) return;
      const { candidate, sdpMid, sdpMLineIndex } = event.candidate;
      send({ candidate: { candidate, sdpMid: sdpMid ?? null, sdpMLineIndex: sdpMLineIndex ?? null } });
    };
    this.pc.onconnectionstatechange = () => events.state(this.pc.connectionState);
  }

  /** Whether an offer received now starts another session (the other side came back with a new connection). */
  get negotiated(): boolean {
    return this.pc.remoteDescription !== null;
  }

  async offer(): Promise<void> {
    // One offer per link: a new session (the peer came back) is a new link.
    if (!this.offerer || this.offering || this.pc.localDescription || this.pc.signalingState === 'closed') return;
    this.offering = true;
    try {
      const offer = await this.pc.createOffer();
      const sdp = withLowBandwidthOpus(offer.sdp ?? '');
      await this.pc.setLocalDescription({ type: 'offer', sdp });
      this.send({ description: { type: 'offer', sdp } });
    } finally {
      this.offering = false;
    }
  }

  async receive(message: Signal): Promise<void> {
    if (this.pc.signalingState === 'closed') return;
    if (message.description) {
      await this.pc.setRemoteDescription(message.description);
      for (const candidate of this.pendingCandidates.splice(0)) await this.addCandidate(candidate);
      if (message.description.type === 'offer') {
        await this.attachLocalTracks();
        const answer = await this.pc.createAnswer();
        const sdp = withLowBandwidthOpus(answer.sdp ?? '');
        await this.pc.setLocalDescription({ type: 'answer', sdp });
        this.send({ description: { type: 'answer', sdp } });
        await this.capVideo();
      }
    } else if (message.candidate) {
      const candidate: RTCIceCandidateInit = {
        candidate: message.candidate.candidate,
        sdpMid: message.candidate.sdpMid,
        sdpMLineIndex: message.candidate.sdpMLineIndex,
      };
      if (this.pc.remoteDescription) await this.addCandidate(candidate);
      else this.pendingCandidates.push(candidate);
    }
  }

  /**
   * « Économiser les données »: the camera's track detached from this connection and its encoding stopped, or both
   * back. A sender left active without a track still sends padding to probe the link: about 70 kbit/s measured by
   * `npm run bench:video`, five times the audio.
   */
  async setVideo(track: MediaStreamTrack | null): Promise<void> {
    this.videoTrack = track;
    const sender = this.transceiverOf('video')?.sender;
    if (!sender || this.pc.signalingState === 'closed') return;
    await sender.replaceTrack(track);
    await this.encodeVideo(sender, {});
  }

  close(): void {
    this.pc.close();
  }

  /** A candidate of an older session of this peer is refused by the browser: it does not matter. */
  private async addCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    await this.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  private transceiverOf(kind: 'audio' | 'video'): RTCRtpTransceiver | undefined {
    return this.pc.getTransceivers().find((transceiver) => transceiver.receiver.track.kind === kind);
  }

  /** The answerer's microphone and camera on the transceivers the offer created, sending and receiving. */
  private async attachLocalTracks(): Promise<void> {
    const tracks = { audio: this.local.getAudioTracks()[0] ?? null, video: this.videoTrack };
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
    if (sender) {
      await this.encodeVideo(sender, { maxBitrate: VIDEO_CAPS.maxBitrate, maxFramerate: VIDEO_CAPS.frameRate });
    }
  }

  /** The video encoding with `changes`, active only while a camera track is attached. */
  private async encodeVideo(sender: RTCRtpSender, changes: Partial<RTCRtpEncodingParameters>): Promise<void> {
    const parameters = sender.getParameters();
    const [encoding] = parameters.encodings;
    if (!encoding) return;
    Object.assign(encoding, changes, { active: this.videoTrack !== null });
    await sender.setParameters(parameters).catch(() => undefined);
  }
}
