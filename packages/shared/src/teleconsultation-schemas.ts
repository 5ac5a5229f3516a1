import { z } from 'zod';
import { ZPhoneSchema } from './auth-schemas';
import { CALL_FALLBACKS, VIDEO_GUEST_KINDS, type VideoGuestKind } from './teleconsultation-constants';

/** The teleconsultations contract (`/api/teleconsultations/*` and the `video:*` Socket.IO events, ADR 030). */

/** `GET /api/teleconsultations`: upcoming (not over), past, today's (Douala) or, for staff, every one. */
export const TELECONSULTATION_LIST_SCOPES = ['upcoming', 'past', 'today', 'all'] as const;
export const ZTeleconsultationListQuerySchema = z.object({
  scope: z.enum(TELECONSULTATION_LIST_SCOPES, { error: 'validation.selectOption' }).default('upcoming'),
});
export type TTeleconsultationListQuery = z.input<typeof ZTeleconsultationListQuerySchema>;

/** Every `video:*` event names its consultation. */
export const ZVideoRoomSchema = z.object({ consultationId: z.uuid({ error: 'validation.selectOption' }) });

/**
 * `video:signal`: an SDP description or an ICE candidate for one peer of the room (`patient`, `doctor` or
 * `guest-<id>`), sizes bounded: relayed as is.
 */
export const ZVideoSignalSchema = ZVideoRoomSchema.extend({
  to: z.string().regex(/^(patient|doctor|guest-[0-9a-f-]{36})$/, { error: 'validation.invalidFormat' }),
  description: z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().min(1).max(20_000) }).optional(),
  candidate: z
    .object({
      candidate: z.string().max(1_000),
      sdpMid: z.string().max(64).nullable(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable(),
    })
    .optional(),
}).refine((value) => (value.description === undefined) !== (value.candidate === undefined), {
  message: 'validation.invalidFormat',
});
export type TVideoSignal = z.output<typeof ZVideoSignalSchema>;

/** `POST /api/teleconsultations/immediate`: « le premier médecin disponible maintenant ». */
export const ZImmediateRequestSchema = z.object({
  reason: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
});
export type TImmediateRequest = z.input<typeof ZImmediateRequestSchema>;

/**
 * `POST /api/teleconsultations/{id}/quality`: this participant's summary of the call so far, from `getStats`
 * (replaces the previous one). Bounded: 12 h of readings every 5 s, 10 GB of data.
 */
export const ZQualityReportSchema = z.object({
  readings: z.number().int().min(1).max(10_000),
  rttAvgMs: z.number().int().min(0).max(60_000).nullable(),
  rttMaxMs: z.number().int().min(0).max(60_000).nullable(),
  lossPermille: z.number().int().min(0).max(1_000),
  relayed: z.boolean(),
  bytesSent: z.number().int().min(0).max(10_000_000_000),
  bytesReceived: z.number().int().min(0).max(10_000_000_000),
  fallbacks: z.array(z.enum(CALL_FALLBACKS)).max(CALL_FALLBACKS.length),
});
export type TQualityReport = z.input<typeof ZQualityReportSchema>;

/** `POST /api/teleconsultations/{id}/guests`: the guest's name and one way to reach them (phone or e-mail). */
export const ZInviteGuestRequestSchema = z
  .object({
    kind: z.enum(VIDEO_GUEST_KINDS, { error: 'validation.selectOption' }),
    name: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(80, { error: 'validation.tooLong' }),
    phone: ZPhoneSchema.optional(),
    email: z.email({ error: 'validation.invalidEmail' }).max(254, { error: 'validation.tooLong' }).optional(),
  })
  .refine((value) => (value.phone === undefined) !== (value.email === undefined), {
    error: 'validation.required',
    path: ['phone'],
  });
export type TInviteGuestRequest = z.input<typeof ZInviteGuestRequestSchema>;

const ZGuestSecretSchema = z
  .string({ error: 'validation.required' })
  .regex(/^[A-Za-z0-9_-]{32,64}$/, { error: 'validation.invalidCode' });

/** `POST /api/teleconsultations/guest-links/redeem`: the secret of the link the guest received. */
export const ZRedeemGuestLinkSchema = z.object({ token: ZGuestSecretSchema });

/** A guest's Socket.IO handshake (`VideoGuestHandshake`): their room key and its consultation. */
export const ZVideoGuestHandshakeSchema = ZVideoRoomSchema.extend({ roomKey: ZGuestSecretSchema });

/** A guest as the room's participants see them. */
export type VideoGuestView = {
  id: string;
  kind: VideoGuestKind;
  name: string;
  /** When they opened their link (joined), null before. */
  joinedAt: string | null;
};
