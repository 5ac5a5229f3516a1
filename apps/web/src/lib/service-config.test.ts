import { describe, expect, it } from 'vitest';
import { parseRating, parseTestimonials, serviceVariables } from './service-config';

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

describe('serviceVariables', () => {
  it('formats the cities and the rating in the language', () => {
    expect(serviceVariables('fr')).toEqual({
      cities: 'Douala et Yaoundé',
      arrivalMin: 30,
      arrivalMax: 45,
      rating: '4,9',
    });
    expect(serviceVariables('en')).toMatchObject({ cities: 'Douala and Yaoundé', rating: '4.9' });
  });

  it('formats a language the runtime does not know as French', () => {
    expect(serviceVariables('xx-unknown')).toMatchObject({ cities: 'Douala et Yaoundé', rating: '4,9' });
  });
});
