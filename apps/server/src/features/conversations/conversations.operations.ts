import {
  ZAssignConversationRequestSchema,
  ZFileAttachmentRequestSchema,
  ZMarkConversationRequestSchema,
  ZSendMessageRequestSchema,
  ZStartConversationRequestSchema,
} from '@sante/shared/conversation-schemas';
import type { Operation } from '../openapi/operation';

/** Conversations (ADR 028). Someone else's conversation is 404 on every route. */
export const CONVERSATION_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/conversations',
    summary:
      'The caller’s conversations (patient: carers and team; carer: patients and team; staff: team threads), with unread counts and presence',
    tag: 'conversations',
    auth: 'session',
    query: { filter: 'unassigned | mine | all (staff)', q: 'patient name, phone or booking reference (staff)' },
  },
  {
    method: 'get',
    path: '/api/conversations/unread',
    summary: 'The caller’s unread messages, all conversations together (menus)',
    tag: 'conversations',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/conversations',
    summary:
      'Open (201) or find (200) a conversation: patient with a carer of one of their bookings or the team; carer with a patient of theirs or the team; staff with a doctor (403 conversation_not_allowed otherwise)',
    tag: 'conversations',
    auth: 'session',
    body: ZStartConversationRequestSchema,
    success: 201,
  },
  {
    method: 'get',
    path: '/api/conversations/{id}',
    summary: 'One conversation of the caller (404 otherwise)',
    tag: 'conversations',
    auth: 'session',
  },
  {
    method: 'get',
    path: '/api/conversations/{id}/messages',
    summary:
      'The messages after sequence `after`, the other side’s watermarks and the caller’s (a read by staff or a carer is audited)',
    tag: 'conversations',
    auth: 'session',
    query: { after: 'sequence (0 = from the start)' },
  },
  {
    method: 'post',
    path: '/api/conversations/{id}/messages',
    summary: 'Send a message (201); the same clientId again answers the stored message (200). 409 conversation_closed',
    tag: 'conversations',
    auth: 'session',
    body: ZSendMessageRequestSchema,
    success: 201,
  },
  {
    method: 'post',
    path: '/api/conversations/{id}/attachments',
    summary:
      'Send a photo (JPEG, PNG, WebP), a PDF document (10 MB) or a voice note (WebM audio, 1 MB): multipart `file` + clientId, body (caption), durationMs, name. The bytes must show the type (415 invalid_mime_type). 201; the same clientId again answers the stored message (200)',
    tag: 'conversations',
    auth: 'session',
    success: 201,
  },
  {
    method: 'get',
    path: '/api/conversations/{id}/attachments/{attachmentId}/url',
    summary: 'A 5-minute signed link to an attachment of the caller’s conversation (audited): {url, expiresAt}',
    tag: 'conversations',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/conversations/{id}/attachments/{attachmentId}/file',
    summary:
      'File a photo or PDF of a patient’s conversation into their medical record (patient, their carer or staff; audited): 201 {documentId}, 200 when already filed; 409 attachment_not_fileable for voice notes and internal threads',
    tag: 'conversations',
    auth: 'session',
    body: ZFileAttachmentRequestSchema,
    success: 201,
  },
  {
    method: 'post',
    path: '/api/conversations/{id}/messages/{seq}/retract',
    summary: 'Retract one of my messages within 15 minutes (409 message_retract_too_late)',
    tag: 'conversations',
    auth: 'session',
    textParams: ['seq'],
  },
  {
    method: 'post',
    path: '/api/conversations/{id}/receipts',
    summary: 'Move my watermarks forward (deliveredSeq, readSeq)',
    tag: 'conversations',
    auth: 'session',
    body: ZMarkConversationRequestSchema,
  },
  {
    method: 'post',
    path: '/api/conversations/{id}/assign',
    summary: 'Assign a team conversation to a staff member, or back to the shared inbox (null)',
    tag: 'conversations',
    auth: 'staff',
    body: ZAssignConversationRequestSchema,
    success: 204,
  },
  {
    method: 'post',
    path: '/api/conversations/{id}/close',
    summary: 'Close a team conversation (a patient writing again reopens it)',
    tag: 'conversations',
    auth: 'staff',
    success: 204,
  },
  {
    method: 'post',
    path: '/api/conversations/{id}/reopen',
    summary: 'Reopen a closed team conversation',
    tag: 'conversations',
    auth: 'staff',
    success: 204,
  },
];
