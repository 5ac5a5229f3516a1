import { describe, expect, it } from 'vitest';
import { firstFreeCode, serviceCodeBase } from './service-code';

describe('service codes generated from the name', () => {
  it('makes an ASCII slug of the French name', () => {
    expect(serviceCodeBase('Pansement à domicile (adulte)')).toBe('pansement-a-domicile-adulte');
    expect(serviceCodeBase("  Soins d'hygiène — Cœur  ")).toBe('soins-d-hygiene-coeur');
    expect(serviceCodeBase('ÉCHOGRAPHIE 3D')).toBe('echographie-3d');
    expect(serviceCodeBase('---')).toBe('service');
    expect(serviceCodeBase('a'.repeat(100))).toHaveLength(60);
  });

  it('adds -2, -3... when the code is taken', () => {
    expect(firstFreeCode('ecg', [])).toBe('ecg');
    expect(firstFreeCode('ecg', ['ecg'])).toBe('ecg-2');
    expect(firstFreeCode('ecg', ['ecg', 'ecg-2'])).toBe('ecg-3');
    expect(firstFreeCode('ecg', ['ecg', 'ecg-7', 'ecg-holter'])).toBe('ecg-8');
  });
});
