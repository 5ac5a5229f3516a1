import type { CarerSex, Profession } from './doctor-constants';

/**
 * Conversations between patients, their carers and the care team (issue #11, ADR 028). Without zod, so the
 * screens import it at first load; the request schemas are in `conversation-schemas.ts`.
 */

/**
 * `patient_carer`: a patient and the doctor or nurse of one of their bookings; `patient_team`: a patient and the
 * care team (staff); `team_doctor`: staff and a doctor, internal (never visible to the patient).
 */
export const CONVERSATION_KINDS = ['patient_carer', 'patient_team', 'team_doctor'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const CONVERSATION_STATUSES = ['open', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** The staff inbox's views. */
export const INBOX_FILTERS = ['unassigned', 'mine', 'all'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const MAX_MESSAGE_LENGTH = 4_000;
/** The author may retract a message this long after sending it (« Message retiré », the row is kept). */
export const RETRACT_WINDOW_MINUTES = 15;
/** A message no recipient's device has acknowledged this long after it was sent triggers one notification. */
export const UNDELIVERED_NOTIFY_MINUTES = 10;
/** Messages per history page (`after` a sequence). */
export const MESSAGE_PAGE_SIZE = 200;

/**
 * What a message may carry (ADR 033): a photo (resized in the browser unless « envoyer l'original »), a PDF
 * document, or a voice note (Opus in WebM). The kind follows from the type, which the bytes must show.
 */
export const ATTACHMENT_KINDS = ['photo', 'document', 'voice'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

export const ATTACHMENT_MIME_TYPES: Readonly<Record<AttachmentKind, readonly string[]>> = {
  photo: ['image/jpeg', 'image/png', 'image/webp'],
  document: ['application/pdf'],
  voice: ['audio/webm'],
};

const MEGABYTE = 1024 * 1024;

export const ATTACHMENT_LIMITS = {
  /** Largest photo or document (an original photo straight from the phone's camera fits). */
  maxBytes: 10 * MEGABYTE,
  /** A voice note of 2 minutes at 16 kbit/s is about 240 KB; this leaves room for a recorder's higher rate. */
  voiceMaxBytes: 1 * MEGABYTE,
  voiceMaxSeconds: 120,
  voiceBitsPerSecond: 16_000,
  /** A resized photo: its long side, and the size the encoder aims at. */
  photoLongSide: 1280,
  photoTargetBytes: 200_000,
  /** Lifetime of the signed link to an attachment (health data: at most 5 minutes, ADR 024). */
  signedUrlTtlSeconds: 300,
} as const;

/** The kind of an attachment from its type; null when a message cannot carry it. */
export function attachmentKindOf(mimeType: string): AttachmentKind | null {
  return ATTACHMENT_KINDS.find((kind) => ATTACHMENT_MIME_TYPES[kind].includes(mimeType)) ?? null;
}

/** What a message carries, as every participant sees it (not the bytes: a signed link is asked for apart). */
export type ConversationAttachment = {
  id: string;
  kind: AttachmentKind;
  mimeType: string;
  size: number;
  /** The file name of a document as it was chosen (photos and voice notes have none). */
  name: string | null;
  /** Voice notes. */
  durationMs: number | null;
  /** The medical-record document it was filed as (« Classé dans le dossier »). */
  filedDocumentId: string | null;
};

/** Socket.IO events (server -> client). */
export const CONVERSATION_MESSAGE_EVENT = 'conversation:message';
export const CONVERSATION_RECEIPT_EVENT = 'conversation:receipt';
export const CONVERSATION_UPDATED_EVENT = 'conversation:updated';
export const PRESENCE_EVENT = 'presence';
/** Socket.IO events (client -> server, with an ack). */
export const CONVERSATION_SEND_EVENT = 'conversation:send';
export const CONVERSATION_MARK_EVENT = 'conversation:mark';

/** A person as the other side sees them; `online` and `lastSeenAt` only for people sharing a conversation. */
export type Presence = { userId: string; online: boolean; lastSeenAt: string | null };

export type ConversationMessage = {
  id: string;
  conversationId: string;
  seq: number;
  clientId: string;
  senderId: string | null;
  senderRole: string;
  /** Null once retracted (« Message retiré »; the text is kept for the record, never shown again). */
  body: string | null;
  /** Null once retracted, like the text. */
  attachment: ConversationAttachment | null;
  createdAt: string;
  retractedAt: string | null;
};

/** Where a side of the conversation is: the highest sequence it has received, and has read. */
export type ConversationWatermarks = { deliveredSeq: number; readSeq: number };

/** Who writes on which side: the patient, the carer of a `patient_carer` or `team_doctor` thread, or staff. */
export const CONVERSATION_SIDES = ['patient', 'carer', 'team'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

export type ConversationCarer = {
  id: string;
  firstName: string;
  lastName: string;
  profession: Profession;
  sex: CarerSex | null;
  /** For the patient of a `patient_carer` thread and staff: to call or write on WhatsApp. */
  phone: string | null;
};

export type NextBooking = { id: string; reference: string | null; startsAt: string };

export type ConversationPatient = {
  id: string;
  name: string;
  /** Shown to staff and the patient's carer only (to call). */
  phone: string | null;
  /** Years, from the date of birth when known. */
  age: number | null;
  nextBooking: NextBooking | null;
};

/** A child of the patient's account a thread is about (ADR 048): first name and age in whole years. */
export type ConversationDependent = { id: string; firstName: string; age: number | null };

export type ConversationSummary = {
  id: string;
  kind: ConversationKind;
  status: ConversationStatus;
  /** The caller's side. */
  side: ConversationSide;
  /** Null for the patient themself and in internal threads. */
  patient: ConversationPatient | null;
  /** The carer (`patient_carer`, `team_doctor`), null in team threads. */
  carer: ConversationCarer | null;
  /** The patient's dependant the thread is about (null: the patient themself), shown to every side. */
  dependent: ConversationDependent | null;
  assignedTo: { id: string; name: string } | null;
  lastSeq: number;
  lastMessage: { body: string | null; attachment: AttachmentKind | null; createdAt: string; mine: boolean } | null;
  unread: number;
  /** The person on the other side (null when it is the team: not a person). */
  presence: Presence | null;
};

export type ConversationMessagesPage = {
  messages: ConversationMessage[];
  /** The other side's watermarks (the states of my messages). */
  others: ConversationWatermarks;
  mine: ConversationWatermarks;
  lastSeq: number;
};

export type ConversationMessageEvent = { conversationId: string; message: ConversationMessage };
export type ConversationReceiptEvent = { conversationId: string; side: ConversationSide } & ConversationWatermarks;
export type ConversationUpdatedEvent = { conversationId: string };
/** The socket's answer to `conversation:send` / `conversation:mark`. */
export type ConversationAck<T> = { ok: true; value: T } | { ok: false; code: string };

/** Red flags in a message: the composer shows the emergency call buttons at once (fr and en). */
export const RED_FLAG_PHRASES = [
  'douleur thoracique',
  'douleur à la poitrine',
  'convulsion',
  'saigne beaucoup',
  'ne respire plus',
  'respire mal',
  'inconscient',
  'perte de connaissance',
  'chest pain',
  'seizure',
  'convulsing',
  'bleeding heavily',
  'bleeding a lot',
  'not breathing',
  'stopped breathing',
  'unconscious',
] as const;

function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ');
}
const FOLDED_RED_FLAGS = RED_FLAG_PHRASES.map(fold);

/** Whether a message mentions a red flag (accents, case and spacing ignored). */
export function hasRedFlag(text: string): boolean {
  const folded = fold(text);
  return FOLDED_RED_FLAGS.some((phrase) => folded.includes(phrase));
}
