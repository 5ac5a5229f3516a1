import type { BookingView } from './booking-constants';

/**
 * Video teleconsultations (issue #12, ADR 030): a teleconsultation is a booking of kind `teleconsultation`, paid by
 * Mobile Money before the call; its call has a state of its own. Without zod, so the screens import it at first
 * load; the request schemas are in `teleconsultation-schemas.ts`.
 */

/**
 * The call's states, as the specification names them (ended, missed, callback requested) plus the two before:
 * the patient or the doctor is in the waiting room (`waiting`), the doctor admitted the patient (`in_progress`).
 * No state (null) until someone opens the room.
 */
export const CALL_STATES = ['waiting', 'in_progress', 'ended', 'missed', 'callback_requested'] as const;
export type CallState = (typeof CALL_STATES)[number];

/** States a call never leaves. */
export const FINAL_CALL_STATES = ['ended', 'missed'] as const satisfies readonly CallState[];

export function isFinalCallState(state: CallState | null): boolean {
  return state !== null && (FINAL_CALL_STATES as readonly CallState[]).includes(state);
}

/** Who never came: the doctor (the payment is owed back) or the patient. */
export const MISSED_BY = ['doctor', 'patient'] as const;
export type MissedBy = (typeof MISSED_BY)[number];

/** The room opens this many minutes before the start. */
export const JOIN_OPENS_MINUTES_BEFORE = 10;
/** A call nobody (or only one side) came to this many minutes after the start becomes `missed`. */
export const MISSED_AFTER_MINUTES = 15;
/** Lifetime of TURN credentials (TURN REST API): the consultation and a margin. */
export const TURN_CREDENTIAL_TTL_SECONDS = 2 * 60 * 60;

/** The moment the room opens for a consultation starting at `startsAt`. */
export function joinOpensAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000);
}

/** The call of a teleconsultation, as its participants and staff see it. */
export type CallView = {
  state: CallState;
  patientJoinedAt: string | null;
  doctorJoinedAt: string | null;
  /** When the doctor admitted the patient. */
  startedAt: string | null;
  endedAt: string | null;
  missedBy: MissedBy | null;
  callbackRequestedAt: string | null;
};

/** `GET /api/teleconsultations[/{id}]`: the booking (with its payment) and its call. */
export type TeleconsultationView = {
  booking: BookingView;
  /** Null until someone opens the room. */
  call: CallView | null;
  /** Whether a payment settled it (the room admits only then). */
  paid: boolean;
  /** The room opens 10 minutes before the start. */
  joinOpensAt: string;
  /** The payment is owed back (the doctor never came): staff see it on /admin/paiements too. */
  refundDue: boolean;
  /** Staff only (empty for the participants): what each participant's browser measured (ADR 047). */
  quality: QualityReportView[];
};

/** The steps of the fallback ladder a participant took during the call (ADR 041, 047). */
export const CALL_FALLBACKS = ['audio_only', 'chat', 'connection_failed'] as const;
export type CallFallback = (typeof CALL_FALLBACKS)[number];

/** One participant's summary of a call, as staff see it on `/admin/visioconsultations`. */
export type QualityReportView = {
  side: VideoSide;
  readings: number;
  rttAvgMs: number | null;
  rttMaxMs: number | null;
  /** Packets lost per thousand expected. */
  lossPermille: number;
  relayed: boolean;
  bytesSent: number;
  bytesReceived: number;
  fallbacks: CallFallback[];
  updatedAt: string;
};

/** A summary is accepted until this long after the call ended (the last one is sent on leaving). */
export const QUALITY_REPORT_GRACE_MINUTES = 10;

export type TeleconsultationListResponse = { teleconsultations: TeleconsultationView[] };
export type TeleconsultationResponse = { teleconsultation: TeleconsultationView };

/** One ICE server as `RTCPeerConnection` takes it. */
export type IceServer = { urls: string[]; username?: string; credential?: string };

/**
 * `POST /api/teleconsultations/{id}/join` and `GET .../ice-servers`: the STUN/TURN servers with short-lived
 * credentials for this caller. `relay` false: no TURN server is configured, the call works on the same network only.
 */
export type IceServersResponse = { iceServers: IceServer[]; relay: boolean; expiresAt: string | null };
export type JoinTeleconsultationResponse = TeleconsultationResponse &
  IceServersResponse & { side: 'patient' | 'doctor' };

/** Socket.IO events (client -> server, with an ack). */
export const VIDEO_JOIN_EVENT = 'video:join';
export const VIDEO_LEAVE_EVENT = 'video:leave';
/** Both ways: an SDP description or an ICE candidate, relayed to the other participant of the room. */
export const VIDEO_SIGNAL_EVENT = 'video:signal';
/** Server -> client: the other participant entered or left the room (sockets, not the call's state). */
export const VIDEO_PEER_EVENT = 'video:peer';
/** Server -> client: a guest was invited, joined or was removed (the consultation's id only; ADR 052). */
export const VIDEO_GUESTS_EVENT = 'video:guests';
/** Server -> client: the call's state changed (ids and state only; screens re-read the consultation). */
export const VIDEO_STATE_EVENT = 'video:state';

export type VideoSide = 'patient' | 'doctor';

/** Who a doctor may invite into the room as its third participant (ADR 052). */
export const VIDEO_GUEST_KINDS = ['interpreter', 'relative'] as const;
export type VideoGuestKind = (typeof VIDEO_GUEST_KINDS)[number];

/**
 * A participant of the room as the others see it (ADR 059): the booking's patient, its doctor, or an invited guest
 * (with the name and kind the doctor gave). `id` is `patient`, `doctor` or `guest-<guest id>`: signals are addressed
 * to it.
 */
export type VideoPeer = {
  id: string;
  side: VideoSide | 'guest';
  guest: { name: string; kind: VideoGuestKind } | null;
};
/** The most people in one room: a mesh of phones on 3G carries three (ADR 052). */
export const VIDEO_ROOM_CAPACITY = 3;
export const guestPeerId = (guestId: string) => `guest-${guestId}`;

export type VideoPeerMessage = { consultationId: string; peer: VideoPeer; present: boolean };
export type VideoStateMessage = { consultationId: string; state: CallState };
/** A signal as relayed: `from` is the sender's peer id (the sender addressed it `to` one peer). */
export type VideoSignalMessage = {
  consultationId: string;
  from: string;
  description?: { type: 'offer' | 'answer'; sdp: string };
  candidate?: { candidate: string; sdpMid: string | null; sdpMLineIndex: number | null };
};
/** The ack of `video:join`: who else is in the room. */
export type VideoJoinAck = { peers: VideoPeer[] };

/**
 * A guest's Socket.IO handshake (`auth` of the client): no session, their room key for one consultation. Such a
 * socket may only send the room's signalling events (`VIDEO_GUEST_EVENTS`).
 */
export type VideoGuestHandshake = { consultationId: string; roomKey: string };
export const VIDEO_GUEST_EVENTS: readonly string[] = [VIDEO_JOIN_EVENT, VIDEO_LEAVE_EVENT, VIDEO_SIGNAL_EVENT];

/** Media constraints of the room (domain notes §2.4): audio first, video capped at 180p / 15 fps. */
export const VIDEO_CAPS = { width: 320, height: 180, frameRate: 15, maxBitrate: 160_000 } as const;
/** Opus wideband speech with FEC and DTX (RFC 7587). */
export const OPUS_MAX_AVERAGE_BITRATE = 20_000;
/** Expected data for 10 minutes (payload + ~20 % overhead), in MB: audio only at 24 kbit/s, 180p video at 160 kbit/s. */
export const DATA_PER_10_MINUTES_MB = { audio: 2.2, video: 14 } as const;

/** « Consultation immédiate » (ADR 041): a doctor on video duty must accept within 10 minutes. */
export const IMMEDIATE_REQUEST_MINUTES = 10;

export const IMMEDIATE_REQUEST_STATUSES = ['open', 'accepted', 'expired'] as const;
export type ImmediateRequestStatus = (typeof IMMEDIATE_REQUEST_STATUSES)[number];

/** A patient's request for « le premier médecin disponible maintenant ». */
export type ImmediateRequestView = {
  id: string;
  status: ImmediateRequestStatus;
  createdAt: string;
  /** Nobody accepted by then: the patient is offered a slot or a call-back (and is charged nothing). */
  expiresAt: string;
  /** The patient's names and reason (for the doctors on duty and staff); the phone for staff only (call-backs). */
  patient: { id: string; firstName: string; lastName: string; phone: string | null };
  reason: string | null;
  /** Once accepted: the video consultation booked with that doctor, to pay before the call. */
  bookingId: string | null;
  doctorId: string | null;
  /** The patient asked to be called back by phone after the expiry. */
  callbackRequestedAt: string | null;
  /** Staff called the patient back (ADR 047). */
  callbackDoneAt: string | null;
};
export type ImmediateRequestListResponse = { requests: ImmediateRequestView[] };
export type ImmediateRequestResponse = { request: ImmediateRequestView };

/** Server -> client: an immediate request was made, taken or expired (ids and status only). */
export const VIDEO_IMMEDIATE_EVENT = 'video:immediate';
export type VideoImmediateMessage = { requestId: string; status: ImmediateRequestStatus };
