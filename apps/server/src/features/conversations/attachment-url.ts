import { ATTACHMENT_LIMITS } from '@sante/shared/conversation-constants';
import type { SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import type { AppDeps } from '../../app-context';
import { audit } from '../../lib/audit';
import type { ObjectTokens } from '../storage/object-token';
import { objectUrl } from '../storage/object-url';
import { CONVERSATION_ATTACHMENTS_BUCKET } from '../storage/storage-buckets';
import type { Participant } from './conversation-access';
import { loadAttachment } from './load-attachment';

/**
 * A 5-minute signed link to an attachment's bytes (the storage download route, `private, no-store`), for someone
 * in the conversation only; every link handed out is audited (ids only).
 */
export async function attachmentUrl(
  deps: Pick<AppDeps, 'db'>,
  tokens: ObjectTokens,
  participant: Participant,
  conversationId: string,
  attachmentId: string,
  request: { ip: string | null; requestId: string | null },
  now: Date,
): Promise<SignedDocumentUrl> {
  const { attachment, object } = await loadAttachment(deps.db, participant, conversationId, attachmentId);
  const exp = Math.floor(now.getTime() / 1000) + ATTACHMENT_LIMITS.signedUrlTtlSeconds;
  const target = { bucket: CONVERSATION_ATTACHMENTS_BUCKET, path: object.name };
  const token = tokens.sign(target, { purpose: 'download', exp, key: object.key });
  await audit(deps.db, {
    action: 'conversation_attachment.url',
    outcome: 'success',
    actorId: participant.userId,
    actorRole: participant.role,
    targetType: 'conversation_attachment',
    targetId: attachment.id,
    ip: request.ip,
    requestId: request.requestId,
    details: { conversationId, kind: attachment.kind },
  });
  return { url: objectUrl('sign', target.bucket, target.path, token), expiresAt: new Date(exp * 1000).toISOString() };
}
