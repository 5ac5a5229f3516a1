import { describe, expect, it } from 'vitest';
import { EMPTY_SUMMARY, megabytesOf, reportOf, totalBytes, withReading, type Reading } from './call-summary';

const counters = (packetsReceived: number, packetsLost: number, rttMs: number | null) => ({
  atMs: 0,
  packetsReceived,
  packetsLost,
  videoBytesReceived: 0,
  rttMs,
});

describe('the summary of a call', () => {
  it('averages the round-trip time, sums the loss over the call and keeps the largest byte counts', () => {
    const readings: Reading[] = [
      { counters: counters(100, 0, 200), previous: null, relayed: false, bytes: { sent: 1_000, received: 2_000 } },
      {
        counters: counters(280, 20, 600),
        previous: counters(100, 0, 200),
        relayed: true,
        bytes: { sent: 5_000, received: 9_000 },
      },
      {
        counters: counters(470, 30, null),
        previous: counters(280, 20, 600),
        relayed: false,
        bytes: { sent: 9_000, received: 15_000 },
      },
    ];
    const summary = readings.reduce(withReading, EMPTY_SUMMARY);
    // 100 + 200 + 200 packets expected, 30 lost: 60 per thousand.
    expect(reportOf(summary, new Set(['audio_only']))).toEqual({
      readings: 3,
      rttAvgMs: 400,
      rttMaxMs: 600,
      lossPermille: 60,
      relayed: true,
      bytesSent: 9_000,
      bytesReceived: 15_000,
      fallbacks: ['audio_only'],
    });
  });

  it('counts a new connection (counters back to small numbers) from zero', () => {
    const before = withReading(EMPTY_SUMMARY, {
      counters: counters(1_000, 10, 100),
      previous: null,
      relayed: false,
      bytes: { sent: 0, received: 0 },
    });
    const after = withReading(before, {
      counters: counters(50, 5, 100),
      previous: counters(1_000, 10, 100),
      relayed: false,
      bytes: { sent: 0, received: 0 },
    });
    expect(after.packetsExpected).toBe(1_010 + 55);
    expect(after.packetsLost).toBe(15);
  });

  it('sends nothing before the first reading', () => {
    expect(reportOf(EMPTY_SUMMARY, new Set())).toBeNull();
  });

  it('sums the bytes of every connection of the call, in megabytes', () => {
    const pairs = new Map([
      ['first', { sent: 400_000, received: 600_000 }],
      ['after-restart', { sent: 250_000, received: 250_000 }],
    ]);
    expect(totalBytes(pairs)).toEqual({ sent: 650_000, received: 850_000 });
    expect(megabytesOf(totalBytes(pairs))).toBe(1.5);
  });
});
