import { describe, expect, it } from 'vitest';
import { fallbackFor, levelOf, QUALITY_THRESHOLDS, sampleBetween, type QualitySample } from './call-quality';

const reading = (atMs: number, packetsReceived: number, packetsLost: number, videoBytesReceived: number) => ({
  atMs,
  packetsReceived,
  packetsLost,
  videoBytesReceived,
  rttMs: 120,
});

const good: QualitySample = { rttMs: 120, lossRatio: 0.01, videoKbps: 150 };
const lossy: QualitySample = { rttMs: 150, lossRatio: 0.08, videoKbps: 140 };
const slow: QualitySample = { rttMs: 650, lossRatio: 0, videoKbps: 150 };
const starved: QualitySample = { rttMs: 100, lossRatio: 0, videoKbps: 30 };
const broken: QualitySample = { rttMs: 300, lossRatio: 0.2, videoKbps: 0 };
const far: QualitySample = { rttMs: 1_200, lossRatio: 0.02, videoKbps: 0 };

describe('sampleBetween', () => {
  it('measures the loss and the video bitrate between two readings', () => {
    // 5 s, 900 packets received and 100 lost, 100 000 video bytes: 10 % loss, 160 kbit/s.
    const sample = sampleBetween(reading(0, 1_000, 10, 50_000), reading(5_000, 1_900, 110, 150_000));
    expect(sample).toEqual({ rttMs: 120, lossRatio: 0.1, videoKbps: 160 });
  });

  it('says nothing when the counters went back (a new connection) or no time passed', () => {
    expect(sampleBetween(reading(0, 1_000, 0, 9_000), reading(5_000, 10, 0, 100))).toBeNull();
    expect(sampleBetween(reading(5_000, 1_000, 0, 0), reading(5_000, 1_100, 0, 0))).toBeNull();
  });

  it('counts no loss when nothing was expected', () => {
    expect(sampleBetween(reading(0, 10, 0, 0), reading(5_000, 10, 0, 0))?.lossRatio).toBe(0);
  });
});

describe('levelOf', () => {
  it('grades the loss, the round-trip time and a starved video', () => {
    expect(levelOf(good)).toBe('good');
    expect(levelOf(lossy)).toBe('poor');
    expect(levelOf(slow)).toBe('poor');
    expect(levelOf(starved)).toBe('poor');
    expect(levelOf(broken)).toBe('bad');
    expect(levelOf(far)).toBe('bad');
  });

  it('treats the thresholds as included and an unknown round trip as fine', () => {
    expect(levelOf({ rttMs: null, lossRatio: QUALITY_THRESHOLDS.poor.lossRatio, videoKbps: 0 })).toBe('poor');
    expect(levelOf({ rttMs: QUALITY_THRESHOLDS.bad.rttMs, lossRatio: 0, videoKbps: 0 })).toBe('bad');
    expect(levelOf({ rttMs: null, lossRatio: 0, videoKbps: 0 })).toBe('good');
  });

  it('does not take an audio-only call (no video arriving) for a starved one', () => {
    expect(levelOf({ rttMs: 100, lossRatio: 0, videoKbps: 0 })).toBe('good');
  });
});

describe('fallbackFor', () => {
  it('proposes audio only once the link stays poor, never after one bad reading', () => {
    expect(fallbackFor([good, good, lossy], false)).toBe('none');
    expect(fallbackFor([lossy, slow], false)).toBe('none');
    expect(fallbackFor([good, lossy, starved, slow], false)).toBe('audio_only');
    expect(fallbackFor([broken, broken, broken], false)).toBe('audio_only');
  });

  it('in audio only, proposes the chat once the link stays bad', () => {
    expect(fallbackFor([lossy, slow, lossy], true)).toBe('none');
    expect(fallbackFor([broken, far, good], true)).toBe('none');
    expect(fallbackFor([good, broken, far, broken], true)).toBe('chat');
  });

  it('proposes nothing on a good link', () => {
    expect(fallbackFor([good, good, good, good], false)).toBe('none');
    expect(fallbackFor([good, good, good], true)).toBe('none');
  });
});
