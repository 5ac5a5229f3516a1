import type {
  ConversationMessage,
  ConversationMessagesPage,
  ConversationSummary,
  InboxFilter,
} from '@sante/shared/conversation-constants';
import type {
  TFileAttachmentRequest,
  TSendMessageRequest,
  TStartConversationRequest,
} from '@sante/shared/conversation-schemas';
import type { SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { PendingAttachment } from '../lib/outbox';

export const conversationsQueryKey = ['conversations'] as const;
export const unreadQueryKey = ['conversations', 'unread'] as const;

/** `GET /api/conversations`: the caller's threads (staff: one view of the shared inbox, and a search). */
export function conversationsQueryOptions(filter: InboxFilter = 'all', q = '') {
  const query = { filter, ...(q.trim() ? { q: q.trim() } : {}) };
  return queryOptions({
    queryKey: [...conversationsQueryKey, 'list', query] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ conversations: ConversationSummary[] }>('/conversations', { query, signal }).then(
        (body) => body.conversations,
      ),
  });
}

export function useConversations(filter: InboxFilter = 'all', q = '') {
  return useQuery(conversationsQueryOptions(filter, q));
}

/** `GET /api/conversations/{id}`: one thread's header. */
export function useConversation(conversationId: string | null) {
  return useQuery({
    queryKey: [...conversationsQueryKey, 'one', conversationId] as const,
    queryFn: ({ signal }) =>
      apiRequest<{ conversation: ConversationSummary }>(`/conversations/${conversationId ?? ''}`, { signal }).then(
        (body) => body.conversation,
      ),
    enabled: conversationId !== null,
  });
}

/** `GET /api/conversations/unread`: every unread message of the caller (menus). */
export function unreadQueryOptions() {
  return queryOptions({
    queryKey: unreadQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<{ unread: number }>('/conversations/unread', { signal }).then((body) => body.unread),
    staleTime: 60_000,
  });
}

/** `GET /api/conversations/{id}/messages?after=N`: what the client does not have yet. */
export function fetchMessagesAfter(conversationId: string, after: number, signal?: AbortSignal) {
  return apiRequest<ConversationMessagesPage>(`/conversations/${conversationId}/messages`, {
    query: { after: String(after) },
    ...(signal ? { signal } : {}),
  });
}

/** `POST /api/conversations/{id}/messages`: stored once per client id (a retry answers the same message). */
export function postMessage(conversationId: string, body: TSendMessageRequest) {
  return apiRequest<{ message: ConversationMessage }>(`/conversations/${conversationId}/messages`, {
    method: 'POST',
    body,
  }).then((answer) => answer.message);
}

/** An attachment may take a while on 3G (a 200 KB photo, or an original of several MB). */
const ATTACHMENT_TIMEOUT_MS = 120_000;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'audio/webm': 'webm',
};

/**
 * `POST /api/conversations/{id}/attachments` (multipart): a message with a photo, a document or a voice note,
 * stored once per client id like any message.
 */
export function postAttachment(
  conversationId: string,
  message: { clientId: string; body: string },
  attachment: PendingAttachment,
) {
  const form = new FormData();
  form.append('clientId', message.clientId);
  form.append('body', message.body);
  if (attachment.name) form.append('name', attachment.name);
  if (attachment.durationMs) form.append('durationMs', String(Math.round(attachment.durationMs)));
  const type = attachment.blob.type.split(';')[0] ?? '';
  form.append('file', attachment.blob, attachment.name ?? `${attachment.kind}.${EXTENSIONS[type] ?? 'bin'}`);
  return apiRequest<{ message: ConversationMessage }>(`/conversations/${conversationId}/attachments`, {
    method: 'POST',
    body: form,
    timeoutMs: ATTACHMENT_TIMEOUT_MS,
  }).then((answer) => answer.message);
}

/**
 * A signed link to an attachment (5 minutes, audited): fresh for 4 minutes, then asked for again when the bubble is
 * shown anew or the window regains focus — not on a timer, which would restart a voice note being heard and write an
 * audit row per attachment every few minutes.
 */
export function useAttachmentUrl(conversationId: string, attachmentId: string | null) {
  return useQuery({
    queryKey: [...conversationsQueryKey, 'attachment', conversationId, attachmentId] as const,
    queryFn: ({ signal }) =>
      apiRequest<SignedDocumentUrl>(`/conversations/${conversationId}/attachments/${attachmentId ?? ''}/url`, {
        signal,
      }),
    enabled: attachmentId !== null,
    staleTime: 4 * 60_000,
  });
}

/** `POST /api/conversations/{id}/attachments/{attachmentId}/file`: « Classer dans le dossier ». */
export function useFileAttachment(conversationId: string) {
  return useMutation({
    mutationFn: ({ attachmentId, ...body }: TFileAttachmentRequest & { attachmentId: string }) =>
      apiRequest<{ documentId: string }>(`/conversations/${conversationId}/attachments/${attachmentId}/file`, {
        method: 'POST',
        body,
      }),
  });
}

/** `POST /api/conversations/{id}/receipts`: my watermarks move forward. */
export function postReceipts(conversationId: string, marks: { deliveredSeq?: number; readSeq?: number }) {
  return apiRequest<unknown>(`/conversations/${conversationId}/receipts`, { method: 'POST', body: marks });
}

/** `POST /api/conversations`: opens the thread (or finds it). */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStartConversationRequest) =>
      apiRequest<{ conversationId: string }>('/conversations', { method: 'POST', body }).then(
        (answer) => answer.conversationId,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}

/** `POST /api/conversations/{id}/messages/{seq}/retract`. */
export function useRetractMessage(conversationId: string) {
  return useMutation({
    mutationFn: (seq: number) =>
      apiRequest<{ message: ConversationMessage }>(`/conversations/${conversationId}/messages/${seq}/retract`, {
        method: 'POST',
      }).then((answer) => answer.message),
  });
}

/** Staff: assign (`staffId`, null = back to the shared inbox), close or reopen. */
export function useManageConversation(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { assign: string | null } | { action: 'close' | 'reopen' }) =>
      'assign' in change
        ? apiRequest<null>(`/conversations/${conversationId}/assign`, {
            method: 'POST',
            body: { staffId: change.assign },
          })
        : apiRequest<null>(`/conversations/${conversationId}/${change.action}`, { method: 'POST', body: {} }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
