import { ATTACHMENT_LIMITS } from '@sante/shared/conversation-constants';
import {
  ZAssignConversationRequestSchema,
  ZConversationListQuerySchema,
  ZFileAttachmentRequestSchema,
  ZSendAttachmentFieldsSchema,
  ZMarkConversationRequestSchema,
  ZMessagesQuerySchema,
  ZSendMessageRequestSchema,
  ZStartConversationRequestSchema,
} from '@sante/shared/conversation-schemas';
import { z } from 'zod';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { fieldErrorsOf, jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requireCaller, requireStaff } from '../auth/require-caller';
import { objectTokens } from '../storage/object-token';
import { readUpload } from '../storage/upload-body';
import { attachmentUrl } from './attachment-url';
import { countUnread } from './count-unread';
import { fileAttachment } from './file-attachment';
import { listConversations } from './list-conversations';
import { listMessages } from './list-messages';
import { manageConversation } from './manage-conversation';
import { markConversation } from './mark-conversation';
import { retractMessage } from './retract-message';
import { sendAttachment } from './send-attachment';
import { sendMessage } from './send-message';
import { startConversation } from './start-conversation';

const ZSeqParamSchema = z.object({ seq: z.coerce.number().int().min(1).max(2_147_483_647) });

const requestOf = (c: Context<AppBindings>) => ({ ip: c.get('ip'), requestId: c.get('requestId') });

/**
 * Conversations (`/api/conversations`, ADR 028): the history after a sequence and sending over HTTP (the socket
 * carries the same operations, `conversation-sockets.ts`). Every read goes through `conversationScope`: someone
 * else's conversation is 404.
 */
export function conversationsRoutes(deps: AppDeps) {
  const id = (c: { req: { param: (name: 'id') => string } }) => uuidParam(c.req.param('id'));
  const participant = (c: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(c);
    return { userId: caller.userId, role: caller.role };
  };
  const attachmentIdOf = (c: { req: { param: (name: 'attachmentId') => string } }) =>
    uuidParam(c.req.param('attachmentId'));
  const tokens = objectTokens(deps.env.AUTH_SECRET);
  return new Hono<AppBindings>()
    .use(requireCaller(deps))
    .get('/', async (c) => {
      const query = parseWith(ZConversationListQuerySchema, c.req.query());
      return c.json({ conversations: await listConversations(deps, participant(c), query, new Date()) });
    })
    .get('/unread', async (c) => {
      return c.json({ unread: await countUnread(deps, participant(c)) });
    })
    .post('/', async (c) => {
      const input = await jsonBody(c, ZStartConversationRequestSchema);
      const { conversationId, created } = await startConversation(deps, participant(c), input, new Date());
      return c.json({ conversationId }, created ? 201 : 200);
    })
    .get('/:id', async (c) => {
      const conversationId = id(c);
      const [conversation] = await listConversations(deps, participant(c), { conversationId }, new Date());
      if (!conversation) throw new AppError('not_found');
      return c.json({ conversation });
    })
    .get('/:id/messages', async (c) => {
      const conversationId = id(c);
      const { after } = parseWith(ZMessagesQuerySchema, c.req.query());
      const request = { ip: c.get('ip'), requestId: c.get('requestId') };
      return c.json(await listMessages(deps, participant(c), conversationId, after, request));
    })
    .post('/:id/messages', async (c) => {
      const conversationId = id(c);
      const input = await jsonBody(c, ZSendMessageRequestSchema);
      const { message, replayed } = await sendMessage(deps, participant(c), conversationId, input, new Date());
      return c.json({ message }, replayed ? 200 : 201);
    })
    .post('/:id/attachments', async (c) => {
      const conversationId = id(c);
      const upload = await readUpload(c, ATTACHMENT_LIMITS.maxBytes);
      const fields = ZSendAttachmentFieldsSchema.safeParse(upload.fields);
      const fieldErrors = fields.success ? {} : fieldErrorsOf(fields.error);
      if (!upload.bytes || upload.bytes.byteLength === 0) fieldErrors.file = ['validation.required'];
      if (!fields.success || !upload.bytes || upload.bytes.byteLength === 0) {
        throw new AppError('validation_failed', { fieldErrors });
      }
      const file = { bytes: upload.bytes, contentType: upload.contentType };
      const { message, replayed } = await sendAttachment(
        deps,
        participant(c),
        conversationId,
        fields.data,
        file,
        new Date(),
      );
      return c.json({ message }, replayed ? 200 : 201);
    })
    .get('/:id/attachments/:attachmentId/url', async (c) => {
      const conversationId = id(c);
      const attachmentId = attachmentIdOf(c);
      const link = await attachmentUrl(
        deps,
        tokens,
        participant(c),
        conversationId,
        attachmentId,
        requestOf(c),
        new Date(),
      );
      return c.json(link);
    })
    .post('/:id/attachments/:attachmentId/file', async (c) => {
      const conversationId = id(c);
      const attachmentId = attachmentIdOf(c);
      const input = await jsonBody(c, ZFileAttachmentRequestSchema);
      const filed = await fileAttachment(deps, participant(c), conversationId, attachmentId, input, requestOf(c));
      return c.json({ documentId: filed.documentId }, filed.created ? 201 : 200);
    })
    .post('/:id/messages/:seq/retract', async (c) => {
      const conversationId = id(c);
      const { seq } = parseWith(ZSeqParamSchema, { seq: c.req.param('seq') });
      return c.json({ message: await retractMessage(deps, participant(c), conversationId, seq, new Date()) });
    })
    .post('/:id/receipts', async (c) => {
      const conversationId = id(c);
      const marks = await jsonBody(c, ZMarkConversationRequestSchema);
      return c.json({ mine: await markConversation(deps, participant(c), conversationId, marks, new Date()) });
    })
    .post('/:id/assign', requireStaff(deps), async (c) => {
      const conversationId = id(c);
      const { staffId } = await jsonBody(c, ZAssignConversationRequestSchema);
      await manageConversation(deps, participant(c), conversationId, { assignedTo: staffId }, new Date());
      return c.body(null, 204);
    })
    .post('/:id/close', requireStaff(deps), async (c) => {
      await manageConversation(deps, participant(c), id(c), { status: 'closed' }, new Date());
      return c.body(null, 204);
    })
    .post('/:id/reopen', requireStaff(deps), async (c) => {
      await manageConversation(deps, participant(c), id(c), { status: 'open' }, new Date());
      return c.body(null, 204);
    });
}
