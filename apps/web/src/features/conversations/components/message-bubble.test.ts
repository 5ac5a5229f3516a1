import { describe, expect, it } from 'vitest';
import { stateOf } from './message-bubble';

describe('stateOf', () => {
  it('reads the state of my message from the other side’s watermarks', () => {
    expect(stateOf(null, { deliveredSeq: 9, readSeq: 9 })).toBe('pending');
    expect(stateOf(5, { deliveredSeq: 4, readSeq: 2 })).toBe('sent');
    expect(stateOf(5, { deliveredSeq: 5, readSeq: 4 })).toBe('delivered');
    expect(stateOf(5, { deliveredSeq: 7, readSeq: 6 })).toBe('read');
  });
});
