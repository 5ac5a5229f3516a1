import { describe, expect, it } from 'vitest';
import { withLowBandwidthOpus } from './opus-sdp';

const SDP = [
  'v=0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111 0',
  'a=rtpmap:111 opus/48000/2',
  'a=fmtp:111 minptime=10;useinbandfec=0',
  'a=rtpmap:0 PCMU/8000',
  'a=fmtp:0 foo=bar',
  '',
].join('\r\n');

describe('withLowBandwidthOpus', () => {
  it('asks Opus for FEC, DTX and 20 kbit/s, and leaves the other codecs alone', () => {
    const lines = withLowBandwidthOpus(SDP).split('\r\n');
    expect(lines).toContain('a=fmtp:111 minptime=10;useinbandfec=1;usedtx=1;maxaveragebitrate=20000');
    expect(lines).toContain('a=fmtp:0 foo=bar');
  });

  it('changes nothing without Opus', () => {
    expect(withLowBandwidthOpus('v=0\r\nm=audio 9 RTP 0\r\n')).toBe('v=0\r\nm=audio 9 RTP 0\r\n');
  });
});
