import type { ConversationMessage } from '@sante/shared/conversation-constants';

/** The messages held and those just received, one per sequence (the newer copy wins), in order. */
export function mergeMessages(current: ConversationMessage[], incoming: ConversationMessage[]): ConversationMessage[] {
  const bySeq = new Map(current.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The first page of a reload from the start replaces what is held (a retracted message comes back changed), except
 * the messages that arrived live while the page was on its way: they are newer than its last sequence and are kept.
 */
export function reloadMessages(current: ConversationMessage[], page: ConversationMessage[]): ConversationMessage[] {
  const pageEnd = page.at(-1)?.seq ?? 0;
  return mergeMessages(
    current.filter((message) => message.seq > pageEnd),
    page,
  );
}
