import { describe, expect, it } from 'vitest';
import { maskIpAddress, summariseUserAgent } from './device-summary';

describe('summariseUserAgent', () => {
  it('names the browser and the system of common phones and computers', () => {
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(
      summariseUserAgent('Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0'),
    ).toEqual({ browser: 'Firefox', os: 'Linux' });
  });

  it('says nothing it does not know', () => {
    expect(summariseUserAgent(null)).toEqual({ browser: null, os: null });
    expect(summariseUserAgent('curl/8.4.0')).toEqual({ browser: null, os: null });
  });
});

describe('maskIpAddress', () => {
  it('keeps only the network part', () => {
    expect(maskIpAddress('102.244.17.9')).toBe('102.244.x.x');
    expect(maskIpAddress('::ffff:41.202.1.2')).toBe('41.202.x.x');
    expect(maskIpAddress('102.244.17.9, 10.0.0.1')).toBe('102.244.x.x');
    expect(maskIpAddress('2c0f:f0f8:1:2::5')).toBe('2c0f:f0f8:x:x');
  });

  it('answers null for nothing or garbage', () => {
    expect(maskIpAddress(null)).toBeNull();
    expect(maskIpAddress('')).toBeNull();
    expect(maskIpAddress('unknown')).toBeNull();
  });
});
