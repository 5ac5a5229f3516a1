import type { ConversationMessage } from '@sante/shared/conversation-constants';
import { describe, expect, it } from 'vitest';
import { mergeMessages, reloadMessages } from './thread-merge';

const message = (seq: number, body = `m${seq}`) => ({ seq, body }) as unknown as ConversationMessage;

describe('a thread’s messages', () => {
  it('merge one per sequence, in order, the newer copy winning', () => {
    expect(mergeMessages([message(2), message(1)], [message(2, 'retiré'), message(3)])).toEqual([
      message(1),
      message(2, 'retiré'),
      message(3),
    ]);
  });

  it('keep a message that arrived live while the first page was loading (it was lost from the screen)', () => {
    // The page was read before the outbox sent « Mon ordonnance »; the socket delivered it meanwhile as seq 1.
    expect(reloadMessages([message(1, 'Mon ordonnance')], [])).toEqual([message(1, 'Mon ordonnance')]);
    expect(reloadMessages([message(1, 'old'), message(3, 'live')], [message(1, 'new'), message(2)])).toEqual([
      message(1, 'new'),
      message(2),
      message(3, 'live'),
    ]);
  });
});
