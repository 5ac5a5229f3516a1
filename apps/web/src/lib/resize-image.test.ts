import { describe, expect, it } from 'vitest';
import { encodeWithin, fitWithin, QUALITIES } from './resize-image';

describe('fitWithin', () => {
  it('brings the long side down to the limit, keeping the proportions', () => {
    expect(fitWithin(4000, 3000, 1280)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(3024, 4032, 1280)).toEqual({ width: 960, height: 1280 });
    expect(fitWithin(1600, 1600, 1280)).toEqual({ width: 1280, height: 1280 });
  });

  it('never enlarges a small photo, and never rounds a side to nothing', () => {
    expect(fitWithin(800, 600, 1280)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(20_000, 10, 1280)).toEqual({ width: 1280, height: 1 });
  });
});

describe('encodeWithin', () => {
  /** A fake encoder: the size falls with the quality. */
  const sizes = (bytesAt: (quality: number) => number) => {
    const tried: number[] = [];
    const encode = (quality: number) => {
      tried.push(quality);
      return Promise.resolve(new Blob([new Uint8Array(bytesAt(quality))], { type: 'image/webp' }));
    };
    return { tried, encode };
  };

  it('keeps the best quality that fits in the target', async () => {
    const { tried, encode } = sizes((quality) => Math.round(quality * 300_000));
    const blob = await encodeWithin(encode, 200_000);
    expect(tried).toEqual([0.82, 0.72, 0.62]);
    expect(blob.size).toBe(186_000);
  });

  it('stops at the first try when the photo is already small', async () => {
    const { tried, encode } = sizes(() => 50_000);
    expect((await encodeWithin(encode, 200_000)).size).toBe(50_000);
    expect(tried).toEqual([0.82]);
  });

  it('answers the smallest encoding when none fits', async () => {
    const { tried, encode } = sizes((quality) => Math.round(quality * 1_000_000));
    expect((await encodeWithin(encode, 200_000)).size).toBe(420_000);
    expect(tried).toEqual([...QUALITIES]);
  });
});
