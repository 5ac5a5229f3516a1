import {
  CONVERSATION_MARK_EVENT,
  CONVERSATION_SEND_EVENT,
  type ConversationAck,
} from '@sante/shared/conversation-constants';
import {
  ZConversationIdSchema,
  ZMarkConversationRequestSchema,
  ZSendMessageRequestSchema,
} from '@sante/shared/conversation-schemas';
import type { Role } from '@sante/shared/roles';
import type { Socket } from 'socket.io';
import type { AppDeps } from '../../app-context';
import { isDatabaseUnavailable } from '../../db/connection-errors';
import { AppError } from '../../lib/app-error';
import { errorSummary } from '../../lib/error-summary';
import { parseWith } from '../../lib/validate';
import type { Participant } from './conversation-access';
import { presenceChanged } from './conversation-presence';
import { markConversation } from './mark-conversation';
import { sendMessage } from './send-message';

type Ack = (answer: ConversationAck<unknown>) => void;

/** The conversation id beside an event's other fields; built once (zod compiles a schema on its first parse). */
const ZEventConversationSchema = ZConversationIdSchema.loose();

/**
 * Runs an operation of a socket event and answers its ack: the value, or the error code (never a message). A
 * database that cannot take the operation now (the pool's wait ran out, the message queue is full, the connection
 * dropped) answers `service_unavailable`, which the client retries with the same client id, as over HTTP (503).
 */
function answer(deps: AppDeps, socket: Socket, operation: () => Promise<unknown>, ack: unknown): void {
  const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
  operation()
    .then((value) => reply({ ok: true, value }))
    .catch((error: unknown) => {
      if (error instanceof AppError) return reply({ ok: false, code: error.code });
      if (isDatabaseUnavailable(error)) return reply({ ok: false, code: 'service_unavailable' });
      deps.logger.error(
        { socketId: socket.id, err: errorSummary(error instanceof Error ? error : new Error(String(error))) },
        'socket operation failed',
      );
      reply({ ok: false, code: 'internal_error' });
    });
}

/**
 * The conversation events of an authenticated socket (ADR 028): `conversation:send` (same rules as the HTTP
 * route, acknowledged with the stored message: the client's retries with the same client id never duplicate it),
 * `conversation:mark` (delivered / read watermarks), and presence on the first and last socket of a person.
 */
export function registerConversationSockets(deps: AppDeps, socket: Socket): void {
  const data = socket.data as { userId: string; role: Role | null };
  const participant: Participant = { userId: data.userId, role: data.role };
  if (deps.realtime.socketOpened(participant.userId)) {
    presenceChanged(deps, participant, true, new Date()).catch(() => undefined);
  }
  socket.on('disconnect', () => {
    // The last socket of this process; the person may still be connected to another one (ADR 048).
    if (!deps.realtime.socketClosed(participant.userId)) return;
    const now = new Date();
    deps.realtime
      .onlineAmong([participant.userId])
      .then((online) => (online.size > 0 ? undefined : presenceChanged(deps, participant, false, now)))
      .catch(() => undefined);
  });
  socket.on(CONVERSATION_SEND_EVENT, (payload: unknown, ack: unknown) =>
    answer(
      deps,
      socket,
      async () => {
        const { conversationId } = parseWith(ZEventConversationSchema, payload);
        const input = parseWith(ZSendMessageRequestSchema, payload);
        return (await sendMessage(deps, participant, conversationId, input, new Date())).message;
      },
      ack,
    ),
  );
  socket.on(CONVERSATION_MARK_EVENT, (payload: unknown, ack: unknown) =>
    answer(
      deps,
      socket,
      async () => {
        const { conversationId } = parseWith(ZEventConversationSchema, payload);
        const marks = parseWith(ZMarkConversationRequestSchema, payload);
        return markConversation(deps, participant, conversationId, marks, new Date());
      },
      ack,
    ),
  );
}
