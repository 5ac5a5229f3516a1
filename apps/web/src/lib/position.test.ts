import { describe, expect, it } from 'vitest';
import { roundPosition } from './position';

describe('roundPosition', () => {
  it('keeps 4 decimals, about 10 m', () => {
    expect(roundPosition({ latitude: 4.051123456, longitude: 9.708549 })).toEqual({
      latitude: 4.0511,
      longitude: 9.7085,
    });
    expect(roundPosition({ latitude: -0.00006, longitude: 11.50216 })).toEqual({
      latitude: -0.0001,
      longitude: 11.5022,
    });
  });
});
