import { describe, expect, it } from 'vitest';
import { nextArchivePurgeAt, purgeDayOf } from './purge-schedule';

describe('nextArchivePurgeAt', () => {
  it('is 1 February at 02:00 in Douala, this year until then, next year after', () => {
    expect(nextArchivePurgeAt(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2027-02-01T01:00:00.000Z');
    expect(nextArchivePurgeAt(new Date('2027-01-31T23:30:00Z')).toISOString()).toBe('2027-02-01T01:00:00.000Z');
    expect(nextArchivePurgeAt(new Date('2027-02-01T01:00:00Z')).toISOString()).toBe('2028-02-01T01:00:00.000Z');
    // 31 December 23:30 UTC is already 1 January in Douala.
    expect(nextArchivePurgeAt(new Date('2026-12-31T23:30:00Z')).toISOString()).toBe('2027-02-01T01:00:00.000Z');
  });

  it('names the Douala day of the run', () => {
    expect(purgeDayOf(new Date('2027-02-01T01:00:00Z'))).toBe('2027-02-01');
  });
});
