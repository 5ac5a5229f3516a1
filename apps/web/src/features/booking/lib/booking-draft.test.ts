import { describe, expect, it } from 'vitest';
import {
  BOOKING_DRAFT_TTL_MS,
  emptyDraft,
  firstIncompleteStep,
  parseDraft,
  reachableStep,
  stepsFor,
  type BookingDraft,
} from './booking-draft';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

const address = { city: 'Douala', neighbourhood: 'Akwa', details: 'Face pharmacie', latitude: null, longitude: null };

function draft(change: Partial<BookingDraft> = {}): BookingDraft {
  return { ...emptyDraft('home_visit'), ...change };
}

describe('booking draft', () => {
  it('makes a new idempotency key each time, in the shape the API accepts', () => {
    const key = newIdempotencyKey('booking');
    expect(key).toMatch(/^booking-[0-9a-f]{32}$/);
    expect(newIdempotencyKey('booking')).not.toBe(key);
  });

  it('round-trips through storage and keeps its keys', () => {
    const original = draft({
      serviceId: 's1',
      doctorChosen: true,
      startsAt: '2026-11-23T08:00:00.000Z',
      address,
      reason: 'Pansement à refaire, diabétique',
    });
    expect(parseDraft(JSON.stringify({ ...original, savedAt: Date.now() }))).toEqual(original);
  });

  it('keeps a « motif » only as text, and never longer than the API takes', () => {
    const stored = (reason: unknown) => JSON.stringify({ ...draft(), reason, savedAt: Date.now() });
    expect(parseDraft(stored(42))?.reason).toBe('');
    expect(parseDraft(stored('x'.repeat(600)))?.reason).toHaveLength(500);
  });

  it('forgets a draft saved more than a day ago, or with no date (a shared phone keeps nothing for days)', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    const stored = (savedAt?: number) => JSON.stringify({ ...draft({ serviceId: 's1' }), savedAt });
    expect(parseDraft(stored(now - BOOKING_DRAFT_TTL_MS + 60_000), now)?.serviceId).toBe('s1');
    expect(parseDraft(stored(now - BOOKING_DRAFT_TTL_MS - 60_000), now)).toBeNull();
    expect(parseDraft(stored(), now)).toBeNull();
  });

  it('drops what is malformed instead of trusting it', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ kind: 'surgery', savedAt: Date.now() }))).toBeNull();
    const parsed = parseDraft(
      JSON.stringify({ kind: 'cabinet', paymentChoice: 'bitcoin', idempotencyKey: 'x', savedAt: Date.now() }),
    );
    expect(parsed?.paymentChoice).toBe('mtn_momo');
    expect(parsed?.idempotencyKey).toMatch(/^booking-/);
  });

  it('keeps a draft of a video consultation (sold since ADR 030), not one of a kind that is not sold', () => {
    const video = JSON.stringify({ ...emptyDraft('teleconsultation'), savedAt: Date.now() });
    expect(parseDraft(video)?.kind).toBe('teleconsultation');
    const unknown = JSON.stringify({ ...emptyDraft('cabinet'), kind: 'pharmacy', savedAt: Date.now() });
    expect(parseDraft(unknown)).toBeNull();
  });

  it('asks for an address only for home visits', () => {
    expect(stepsFor('home_visit')).toEqual(['service', 'doctor', 'slot', 'address', 'summary']);
    expect(stepsFor('cabinet')).toEqual(['service', 'doctor', 'slot', 'summary']);
  });

  it('never opens a step before the choices it needs', () => {
    expect(firstIncompleteStep(draft())).toBe('service');
    expect(reachableStep(draft(), 'summary')).toBe('service');
    const chosen = draft({ serviceId: 's1', doctorChosen: true, startsAt: '2026-11-23T08:00:00.000Z' });
    expect(reachableStep(chosen, 'summary')).toBe('address');
    expect(reachableStep(chosen, 'doctor')).toBe('doctor');
    expect(reachableStep({ ...chosen, address }, 'summary')).toBe('summary');
    expect(reachableStep({ ...chosen, kind: 'cabinet' }, 'summary')).toBe('summary');
    expect(reachableStep({ ...chosen, address }, 'nowhere')).toBe('summary');
  });
});
