/**
 * The automatic fallback ladder of the room (issue #12 §2, ADR 041): measured with `getStats` every few seconds,
 * the call's quality proposes audio only, then the in-call chat. Pure functions: the room feeds them the counters
 * it reads and shows what they propose (the person decides; nothing switches on its own).
 */

/** Cumulative counters of the received media (every `inbound-rtp` summed) at one reading. */
export type StatsCounters = {
  /** Milliseconds of the reading (the report's timestamp). */
  atMs: number;
  packetsReceived: number;
  packetsLost: number;
  /** Bytes of the received video only. */
  videoBytesReceived: number;
  /** Round-trip time of the nominated candidate pair, when known. */
  rttMs: number | null;
};

/** What the link did between two readings. */
export type QualitySample = { rttMs: number | null; lossRatio: number; videoKbps: number };

export type QualityLevel = 'good' | 'poor' | 'bad';

export type Fallback = 'none' | 'audio_only' | 'chat';

/**
 * Thresholds (domain notes §2.4; Opus with FEC stays intelligible up to about 10 % loss, video at 180p needs about
 * 90-160 kbit/s). `poor`: video will freeze, audio still works. `bad`: even audio breaks up.
 */
export const QUALITY_THRESHOLDS = {
  poor: { lossRatio: 0.05, rttMs: 400, minVideoKbps: 60 },
  bad: { lossRatio: 0.15, rttMs: 1_000 },
  /** A proposal needs this many readings in a row (one bad second is not a bad link). */
  sustained: 3,
} as const;

/** The sample between two readings (null when the counters went back: a new connection after an ICE restart). */
export function sampleBetween(previous: StatsCounters, current: StatsCounters): QualitySample | null {
  const elapsedMs = current.atMs - previous.atMs;
  const received = current.packetsReceived - previous.packetsReceived;
  const lost = current.packetsLost - previous.packetsLost;
  const bytes = current.videoBytesReceived - previous.videoBytesReceived;
  if (elapsedMs <= 0 || received < 0 || bytes < 0) return null;
  const expected = received + Math.max(0, lost);
  return {
    rttMs: current.rttMs,
    lossRatio: expected === 0 ? 0 : Math.max(0, lost) / expected,
    videoKbps: (bytes * 8) / elapsedMs,
  };
}

/**
 * One sample's level. The video bitrate counts only while some video arrives: no video at all is the other side's
 * choice (audio only), and the audio's bitrate says nothing (Opus' DTX sends almost nothing during silences).
 */
export function levelOf(sample: QualitySample): QualityLevel {
  const { poor, bad } = QUALITY_THRESHOLDS;
  const rtt = sample.rttMs ?? 0;
  if (sample.lossRatio >= bad.lossRatio || rtt >= bad.rttMs) return 'bad';
  if (sample.lossRatio >= poor.lossRatio || rtt >= poor.rttMs) return 'poor';
  if (sample.videoKbps > 0 && sample.videoKbps < poor.minVideoKbps) return 'poor';
  return 'good';
}

/**
 * What the room proposes after the latest samples (oldest first): with video, audio only as soon as the link stays
 * poor (or worse); in audio only, the chat once it stays bad. Nothing until `sustained` readings agree.
 */
export function fallbackFor(samples: readonly QualitySample[], audioOnly: boolean): Fallback {
  const recent = samples.slice(-QUALITY_THRESHOLDS.sustained);
  if (recent.length < QUALITY_THRESHOLDS.sustained) return 'none';
  const levels = recent.map(levelOf);
  if (!audioOnly) return levels.every((level) => level !== 'good') ? 'audio_only' : 'none';
  return levels.every((level) => level === 'bad') ? 'chat' : 'none';
}
