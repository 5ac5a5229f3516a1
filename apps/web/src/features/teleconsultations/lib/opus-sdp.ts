import { OPUS_MAX_AVERAGE_BITRATE } from '@sante/shared/teleconsultation-constants';

/**
 * Audio first (domain notes §2.4, RFC 7587): every Opus `fmtp` line of an SDP asks for in-band FEC, DTX (no packets
 * in silence) and at most 20 kbit/s on average (wideband speech). Other lines are left as they are.
 */
export function withLowBandwidthOpus(sdp: string): string {
  const payloads = [...sdp.matchAll(/^a=rtpmap:(\d+) opus\/48000/gim)].map((match) => match[1]);
  if (payloads.length === 0) return sdp;
  const wanted = { useinbandfec: '1', usedtx: '1', maxaveragebitrate: String(OPUS_MAX_AVERAGE_BITRATE) };
  return sdp
    .split('\r\n')
    .map((line) => {
      const fmtp = /^a=fmtp:(\d+) (.*)$/.exec(line);
      if (!fmtp || !payloads.includes(fmtp[1])) return line;
      const params = new Map(
        (fmtp[2] ?? '').split(';').flatMap((pair) => {
          const [key, value] = pair.trim().split('=');
          return key ? [[key, value ?? ''] as const] : [];
        }),
      );
      for (const [key, value] of Object.entries(wanted)) params.set(key, value);
      return `a=fmtp:${fmtp[1]} ${[...params].map(([key, value]) => `${key}=${value}`).join(';')}`;
    })
    .join('\r\n');
}
