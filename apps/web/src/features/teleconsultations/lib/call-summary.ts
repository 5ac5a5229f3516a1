import type { CallFallback } from '@sante/shared/teleconsultation-constants';
import type { TQualityReport } from '@sante/shared/teleconsultation-schemas';
import type { StatsCounters } from './call-quality';

/**
 * What one participant measured of a whole call (ADR 047), summed reading after reading: shown in the room (the
 * data used) and sent to the server for staff (`POST /api/teleconsultations/{id}/quality`). Pure functions.
 */
export type CallSummary = {
  readings: number;
  rttTotalMs: number;
  rttReadings: number;
  rttMaxMs: number | null;
  packetsExpected: number;
  packetsLost: number;
  /** TURN relayed the media at some reading. */
  relayed: boolean;
  /** Bytes sent and received over the whole call, all connections (an ICE restart opens a new one). */
  bytesSent: number;
  bytesReceived: number;
};

export const EMPTY_SUMMARY: CallSummary = {
  readings: 0,
  rttTotalMs: 0,
  rttReadings: 0,
  rttMaxMs: null,
  packetsExpected: 0,
  packetsLost: 0,
  relayed: false,
  bytesSent: 0,
  bytesReceived: 0,
};

/** One `getStats` reading: the received media's counters (and the previous reading's), relay use, bytes so far. */
export type Reading = {
  counters: StatsCounters;
  previous: StatsCounters | null;
  relayed: boolean;
  bytes: { sent: number; received: number };
};

export function withReading(summary: CallSummary, reading: Reading): CallSummary {
  const { counters, previous } = reading;
  const received = previous ? counters.packetsReceived - previous.packetsReceived : counters.packetsReceived;
  const lost = previous ? counters.packetsLost - previous.packetsLost : counters.packetsLost;
  // Counters that went back are a new connection: its first reading counts from zero.
  const counted = received >= 0 && lost >= 0;
  const rtt = counters.rttMs;
  return {
    readings: summary.readings + 1,
    rttTotalMs: summary.rttTotalMs + (rtt ?? 0),
    rttReadings: summary.rttReadings + (rtt === null ? 0 : 1),
    rttMaxMs: rtt === null ? summary.rttMaxMs : Math.max(summary.rttMaxMs ?? 0, rtt),
    packetsExpected:
      summary.packetsExpected +
      (counted ? received + lost : Math.max(0, counters.packetsReceived) + Math.max(0, counters.packetsLost)),
    packetsLost: summary.packetsLost + (counted ? lost : Math.max(0, counters.packetsLost)),
    relayed: summary.relayed || reading.relayed,
    bytesSent: Math.max(summary.bytesSent, reading.bytes.sent),
    bytesReceived: Math.max(summary.bytesReceived, reading.bytes.received),
  };
}

/** Bytes of the candidate pairs seen so far: each pair's largest counters, summed (pairs end, counters stay). */
export function totalBytes(pairs: ReadonlyMap<string, { sent: number; received: number }>): {
  sent: number;
  received: number;
} {
  let sent = 0;
  let received = 0;
  for (const pair of pairs.values()) {
    sent += pair.sent;
    received += pair.received;
  }
  return { sent, received };
}

/** The summary as the server takes it; null before the first reading. */
export function reportOf(summary: CallSummary, fallbacks: ReadonlySet<CallFallback>): TQualityReport | null {
  if (summary.readings === 0) return null;
  return {
    readings: Math.min(summary.readings, 10_000),
    rttAvgMs: summary.rttReadings === 0 ? null : Math.round(summary.rttTotalMs / summary.rttReadings),
    rttMaxMs: summary.rttMaxMs,
    lossPermille:
      summary.packetsExpected === 0 ? 0 : Math.round((summary.packetsLost / summary.packetsExpected) * 1000),
    relayed: summary.relayed,
    bytesSent: summary.bytesSent,
    bytesReceived: summary.bytesReceived,
    fallbacks: [...fallbacks],
  };
}

/** Megabytes (10^6 bytes, as operators bill data) of bytes sent and received. */
export function megabytesOf(bytes: { sent: number; received: number }): number {
  return (bytes.sent + bytes.received) / 1_000_000;
}
