import {
  ZImmediateRequestSchema,
  ZInviteGuestRequestSchema,
  ZQualityReportSchema,
  ZRedeemGuestLinkSchema,
} from '@sante/shared/teleconsultation-schemas';
import type { Operation } from '../openapi/operation';

/** Teleconsultations (ADR 030). Someone else's consultation is 404 on every route. */
export const TELECONSULTATION_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/teleconsultations',
    summary:
      'The caller’s teleconsultations (patient: theirs; doctor: assigned to them; staff: all) with their call state and payment',
    tag: 'teleconsultations',
    auth: 'session',
    query: { scope: 'upcoming | past | today | all' },
  },
  {
    method: 'get',
    path: '/api/teleconsultations/immediate',
    summary:
      'Immediate requests (ADR 041): a patient their own; a doctor the open ones while on video duty and those they accepted; staff all',
    tag: 'teleconsultations',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/teleconsultations/immediate',
    summary:
      'The patient asks for the first doctor available now (409 immediate_request_pending if one is open); expires after 10 minutes',
    tag: 'teleconsultations',
    auth: 'patient',
    body: ZImmediateRequestSchema,
  },
  {
    method: 'post',
    path: '/api/teleconsultations/immediate/{id}/accept',
    summary:
      'A doctor on video duty takes the request (403 not_on_video_duty; the first wins, others 409 immediate_request_taken) and a video consultation is booked, to pay before the call',
    tag: 'teleconsultations',
    auth: 'doctor',
  },
  {
    method: 'post',
    path: '/api/teleconsultations/immediate/{id}/callback',
    summary: 'After an expired request, its patient asks to be called back by phone (404 for someone else’s)',
    tag: 'teleconsultations',
    auth: 'patient',
  },
  {
    method: 'post',
    path: '/api/teleconsultations/immediate/{id}/callback-done',
    summary:
      'Staff called back the patient of an expired request (`video_callbacks.handle`; 409 call_invalid_transition if no call-back was asked or it is already done)',
    tag: 'teleconsultations',
    auth: 'staff',
  },
  {
    method: 'get',
    path: '/api/teleconsultations/{id}',
    summary: 'One teleconsultation of the caller (404 otherwise)',
    tag: 'teleconsultations',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/teleconsultations/{id}/join',
    summary:
      'Enter the waiting room: its patient or doctor only (staff 403), paid (402 teleconsultation_not_paid), from 10 minutes before the start (409 teleconsultation_not_open) to the end (410 teleconsultation_over); answers the ICE servers with short-lived TURN credentials',
    tag: 'teleconsultations',
    auth: 'session',
  },
  {
    method: 'get',
    path: '/api/teleconsultations/{id}/ice-servers',
    summary: 'Fresh STUN/TURN servers for a participant, with the same rules as join',
    tag: 'teleconsultations',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/teleconsultations/{id}/quality',
    summary:
      'A participant who entered the room sends its summary of the call from getStats (replaces its previous one; until 10 minutes after the end; staff see them in the list)',
    tag: 'teleconsultations',
    auth: 'session',
    body: ZQualityReportSchema,
  },
  {
    method: 'post',
    path: '/api/teleconsultations/{id}/admit',
    summary: 'The doctor admits the waiting patient: waiting -> in_progress (409 call_invalid_transition otherwise)',
    tag: 'teleconsultations',
    auth: 'doctor',
  },
  {
    method: 'post',
    path: '/api/teleconsultations/{id}/end',
    summary: 'The doctor ends the call: -> ended',
    tag: 'teleconsultations',
    auth: 'doctor',
  },
  {
    method: 'post',
    path: '/api/teleconsultations/{id}/callback',
    summary: 'The patient asks to be called back by phone: -> callback_requested',
    tag: 'teleconsultations',
    auth: 'patient',
  },
  {
    method: 'get',
    path: '/api/teleconsultations/{id}/guests',
    summary:
      'The invited guests of the call (ADR 052), for its patient and doctor: name, interpreter or relative, joined at',
    tag: 'teleconsultations',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/teleconsultations/{id}/guests',
    summary:
      'The doctor invites an interpreter or a relative: a single-use link valid 30 minutes goes out through the outbox',
    tag: 'teleconsultations',
    auth: 'doctor',
    body: ZInviteGuestRequestSchema,
  },
  {
    method: 'post',
    path: '/api/teleconsultations/{id}/guests/{guestId}/remove',
    summary: 'The doctor removes a guest: their room key stops working at once',
    tag: 'teleconsultations',
    auth: 'doctor',
  },
  {
    method: 'post',
    path: '/api/teleconsultations/guest-links/redeem',
    summary:
      'The guest opens their link (no account): a room key for this consultation only (410 guest_link_used / guest_link_expired)',
    tag: 'teleconsultations',
    body: ZRedeemGuestLinkSchema,
  },
  {
    method: 'get',
    path: '/api/teleconsultations/{id}/guest-ice-servers',
    summary: 'TURN credentials of a guest, with their room key in the X-Room-Key header (another consultation 404)',
    tag: 'teleconsultations',
  },
];
