import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/scores.json';
import fr from '../../../locales/fr/scores.json';
import { CALCULATORS } from '@sante/shared/clinical-scores/calculator-definitions';
import type { Calculator } from '@sante/shared/clinical-scores/calculator-types';
import { growthDefinition } from '@sante/shared/clinical-scores/growth-definition';
import { SEVERE_MALARIA_CRITERIA } from '@sante/shared/clinical-scores/severe-malaria';

function has(catalogue: unknown, key: string): boolean {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part] ?? (node as Record<string, unknown>)[`${part}_one`];
  }
  return typeof node === 'string';
}

const calculators: Calculator[] = [...Object.values(CALCULATORS), growthDefinition];

/** The keys the screens build from the calculators' data (`scoreText`). */
function builtKeys(): string[] {
  const keys = calculators.flatMap((calculator) => [
    `calculators.${calculator.id}.name`,
    `calculators.${calculator.id}.summary`,
    `calculators.${calculator.id}.formula`,
    ...calculator.fields.flatMap((field) => [
      `calculators.${calculator.id}.fields.${field.name}`,
      ...(field.kind === 'choice'
        ? field.options.map((option) => `calculators.${calculator.id}.options.${field.name}.${option}`)
        : []),
    ]),
  ]);
  // Interpretation keys written in the calculators' sources (`key: 'glasgow.severe'`).
  const here = path.resolve('packages/shared/src/clinical-scores');
  for (const file of readdirSync(here).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'calculator-definitions.ts',
  )) {
    for (const match of readFileSync(path.join(here, file), 'utf8').matchAll(/key: '([a-zA-Z0-9]+\.[a-zA-Z0-9]+)'/g))
      keys.push(`interpretations.${match[1]}`);
  }
  keys.push(...SEVERE_MALARIA_CRITERIA.map((criterion) => `details.severeMalaria.${criterion}`));
  keys.push('details.severeMalaria.decompensatedShock');
  return keys;
}

describe('the scores catalogue', () => {
  it('has every text the calculators ask for, in French and in English', () => {
    const keys = builtKeys();
    expect(keys.length).toBeGreaterThan(150);
    expect(keys.filter((key) => !has(fr, key))).toEqual([]);
    expect(keys.filter((key) => !has(en, key))).toEqual([]);
  });

  it('computes nothing until the required inputs are valid, then a result', () => {
    expect(CALCULATORS.bmi.run({ weight: '', height: '165' })).toBeNull();
    expect(CALCULATORS.bmi.run({ weight: '68', height: '165' })?.value).toBeCloseTo(24.98, 2);
    expect(CALCULATORS.bmi.run({ weight: '68', height: '9000' })).toBeNull();
    expect(CALCULATORS.glasgow.run({ eye: '2', verbal: '3', motor: '4' })?.value).toBe(9);
    expect(
      CALCULATORS.egfr.run({ creatinine: '1.2', creatinineUnit: 'conventional', age: '55', sex: 'male' })?.value,
    ).toBeCloseTo(71.4, 0);
    expect(CALCULATORS.artemetherLumefantrine.run({ weight: '12' })).toMatchObject({
      value: 1,
      unitKey: 'tabletsPerDose',
    });
    expect(growthDefinition.run({ sex: 'male', ageMonths: '12', weight: '7,7' })?.value).toBeCloseTo(-2, 1);
    expect(growthDefinition.run({ sex: 'male', ageMonths: '12.5', weight: '8' })).toBeNull();
  });
});
