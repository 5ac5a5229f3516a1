import { describe, expect, it } from 'vitest';
import { parseArrivalMinutes, parseFlag, parseRating, parseTestimonials, serviceVariables } from './service-config';

describe('parseTestimonials', () => {
  const valid = { firstName: 'Aïcha', neighbourhood: 'Bonamoussadi', city: 'Douala', quote: 'Très bien reçue.' };

  it('reads a JSON array of complete testimonials', () => {
    expect(parseTestimonials(JSON.stringify([valid]))).toEqual([valid]);
  });

  it('leaves out incomplete entries and reads malformed or absent settings as none', () => {
    expect(parseTestimonials(JSON.stringify([valid, { ...valid, quote: ' ' }, { firstName: 'Paul' }, 3]))).toEqual([
      valid,
    ]);
    expect(parseTestimonials('{"firstName":"Aïcha"}')).toEqual([]);
    expect(parseTestimonials('[not json')).toEqual([]);
    expect(parseTestimonials(null)).toEqual([]);
  });
});

describe('parseRating', () => {
  it('defaults to the specification’s 4.9 and accepts a decimal comma', () => {
    expect(parseRating(null)).toBe(4.9);
    expect(parseRating('4,7')).toBe(4.7);
  });

  it('hides the rating when told so or when out of range', () => {
    expect(parseRating('none')).toBeNull();
    expect(parseRating('6')).toBeNull();
    expect(parseRating('0')).toBeNull();
  });
});

describe('parseArrivalMinutes and parseFlag', () => {
  it('reads "30-45" as the arrival claim; nothing, or anything malformed, claims nothing', () => {
    expect(parseArrivalMinutes('30-45')).toEqual({ min: 30, max: 45 });
    expect(parseArrivalMinutes('30 - 45')).toEqual({ min: 30, max: 45 });
    for (const raw of [null, '45-30', '0-10', 'vite', '30']) expect(parseArrivalMinutes(raw), String(raw)).toBeNull();
  });

  it('claims "24h/24" only when told so', () => {
    expect(parseFlag('1')).toBe(true);
    expect(parseFlag('true')).toBe(true);
    expect(parseFlag(null)).toBe(false);
    expect(parseFlag('0')).toBe(false);
  });
});

describe('serviceVariables', () => {
  it('formats the cities and the rating in the language', () => {
    expect(serviceVariables('fr')).toEqual({
      cities: 'Douala et Yaoundé',
      arrivalMin: null,
      arrivalMax: null,
      rating: '4,9',
    });
    expect(serviceVariables('en')).toMatchObject({ cities: 'Douala and Yaoundé', rating: '4.9' });
  });

  it('formats a language the runtime does not know as French', () => {
    expect(serviceVariables('xx-unknown')).toMatchObject({ cities: 'Douala et Yaoundé', rating: '4,9' });
  });
});
