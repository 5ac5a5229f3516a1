import { describe, expect, it } from 'vitest';
import { CALCULATORS } from './calculator-definitions';
import { news2, type News2Input } from './news2';

// Source: Royal College of Physicians. National Early Warning Score (NEWS) 2. London: RCP, 2017 — Chart 1 (the NEWS2
// scoring system: each parameter's bands, SpO2 scale 1 and scale 2) and Chart 2 (thresholds and triggers: 0,
// 1–4 low, a 3 in any single parameter low–medium, 5–6 medium, 7 or more high).
const normal: News2Input = {
  respiratoryRate: 16,
  spo2: 97,
  hypercapnicScale: false,
  onOxygen: false,
  systolic: 120,
  pulse: 70,
  consciousness: 'alert',
  temperature: 37,
};
const parameter = (name: keyof ReturnType<typeof news2>['parameters'], input: Partial<News2Input>) =>
  news2({ ...normal, ...input }).parameters[name];

describe('news2: Chart 1, every band edge on both sides', () => {
  it('respiration rate: ≤ 8 → 3, 9–11 → 1, 12–20 → 0, 21–24 → 2, ≥ 25 → 3', () => {
    const rows = [8, 9, 11, 12, 20, 21, 24, 25].map((respiratoryRate) =>
      parameter('respiratoryRate', { respiratoryRate }),
    );
    expect(rows).toEqual([3, 1, 1, 0, 0, 2, 2, 3]);
  });

  it('SpO2 scale 1: ≤ 91 → 3, 92–93 → 2, 94–95 → 1, ≥ 96 → 0', () => {
    expect([91, 92, 93, 94, 95, 96].map((spo2) => parameter('spo2', { spo2 }))).toEqual([3, 2, 2, 1, 1, 0]);
  });

  it('SpO2 scale 2 (hypercapnic target 88–92 %): ≤ 83 → 3, 84–85 → 2, 86–87 → 1, 88–92 or ≥ 93 on air → 0', () => {
    const scale2 = (spo2: number, onOxygen: boolean) => parameter('spo2', { spo2, onOxygen, hypercapnicScale: true });
    expect([83, 84, 85, 86, 87, 88, 92, 93, 99].map((spo2) => scale2(spo2, false))).toEqual([
      3, 2, 2, 1, 1, 0, 0, 0, 0,
    ]);
  });

  it('SpO2 scale 2 on oxygen: 93–94 → 1, 95–96 → 2, ≥ 97 → 3 (over-oxygenation scores)', () => {
    const scale2 = (spo2: number) => parameter('spo2', { spo2, onOxygen: true, hypercapnicScale: true });
    expect([88, 92, 93, 94, 95, 96, 97].map(scale2)).toEqual([0, 0, 1, 1, 2, 2, 3]);
    // Scale 1 never scores a high saturation, on oxygen or not.
    expect(parameter('spo2', { spo2: 99, onOxygen: true })).toBe(0);
  });

  it('air or oxygen: oxygen → 2, air → 0', () => {
    expect(parameter('oxygen', { onOxygen: true })).toBe(2);
    expect(parameter('oxygen', {})).toBe(0);
  });

  it('systolic blood pressure: ≤ 90 → 3, 91–100 → 2, 101–110 → 1, 111–219 → 0, ≥ 220 → 3', () => {
    const rows = [90, 91, 100, 101, 110, 111, 219, 220].map((systolic) => parameter('systolic', { systolic }));
    expect(rows).toEqual([3, 2, 2, 1, 1, 0, 0, 3]);
  });

  it('pulse: ≤ 40 → 3, 41–50 → 1, 51–90 → 0, 91–110 → 1, 111–130 → 2, ≥ 131 → 3', () => {
    const rows = [40, 41, 50, 51, 90, 91, 110, 111, 130, 131].map((pulse) => parameter('pulse', { pulse }));
    expect(rows).toEqual([3, 1, 1, 0, 0, 1, 1, 2, 2, 3]);
  });

  it('consciousness: alert → 0; new confusion, voice, pain, unresponsive (CVPU) → 3', () => {
    expect(parameter('consciousness', {})).toBe(0);
    const cvpu = (['confusion', 'voice', 'pain', 'unresponsive'] as const).map((consciousness) =>
      parameter('consciousness', { consciousness }),
    );
    expect(cvpu).toEqual([3, 3, 3, 3]);
  });

  it('temperature: ≤ 35.0 → 3, 35.1–36.0 → 1, 36.1–38.0 → 0, 38.1–39.0 → 1, ≥ 39.1 → 2', () => {
    const rows = [35.0, 35.1, 36.0, 36.1, 38.0, 38.1, 39.0, 39.1].map((temperature) =>
      parameter('temperature', { temperature }),
    );
    expect(rows).toEqual([3, 1, 1, 0, 0, 1, 1, 2]);
  });
});

describe('news2: Chart 2, the aggregate and its trigger', () => {
  it('normal observations score 0', () => {
    expect(news2(normal)).toMatchObject({ total: 0, interpretation: { key: 'news2.low', severity: 'normal' } });
  });

  it('RR 24 (2), SpO2 93 % (2) on oxygen (2), SBP 100 (2), pulse 115 (2), alert, 38.5 °C (1): 11, high', () => {
    const result = news2({
      ...normal,
      respiratoryRate: 24,
      spo2: 93,
      onOxygen: true,
      systolic: 100,
      pulse: 115,
      temperature: 38.5,
    });
    expect(result.parameters).toEqual({
      respiratoryRate: 2,
      spo2: 2,
      oxygen: 2,
      systolic: 2,
      pulse: 2,
      consciousness: 0,
      temperature: 1,
    });
    expect(result.total).toBe(11);
    expect(result.interpretation).toEqual({ key: 'news2.high', severity: 'high' });
  });

  it('4 is low, a single red 3 is low–medium, 5 and 6 medium, 7 high', () => {
    const key = (input: Partial<News2Input>) => news2({ ...normal, ...input }).interpretation.key;
    expect(key({ respiratoryRate: 22, pulse: 95, temperature: 38.2 })).toBe('news2.low');
    expect(key({ consciousness: 'confusion' })).toBe('news2.lowMedium');
    expect(key({ spo2: 91 })).toBe('news2.lowMedium');
    expect(key({ respiratoryRate: 22, pulse: 112, temperature: 38.2 })).toBe('news2.medium');
    expect(key({ respiratoryRate: 22, pulse: 112, systolic: 105, temperature: 38.2 })).toBe('news2.medium');
    // A red 3 within an aggregate of 5 or more is the aggregate's trigger.
    expect(key({ consciousness: 'voice', respiratoryRate: 22 })).toBe('news2.medium');
    expect(key({ respiratoryRate: 22, pulse: 112, systolic: 105, temperature: 38.5, spo2: 95 })).toBe('news2.high');
  });

  it('scale 2 at 97 % on oxygen: 3 for the saturation and 2 for the oxygen, 5, medium', () => {
    expect(news2({ ...normal, hypercapnicScale: true, spo2: 97, onOxygen: true })).toMatchObject({
      total: 5,
      interpretation: { key: 'news2.medium' },
    });
  });
});

describe('the NEWS2 form', () => {
  const form = {
    respiratoryRate: '16',
    spo2: '97',
    systolic: '120',
    pulse: '70',
    consciousness: 'alert',
    temperature: '37,0',
  };

  it('needs every observation: a missing one gives no score', () => {
    expect(CALCULATORS.news2.run(form)?.value).toBe(0);
    expect(CALCULATORS.news2.run({ ...form, temperature: '' })).toBeNull();
    expect(CALCULATORS.news2.run({ ...form, spo2: '101' })).toBeNull();
  });

  it('lists the parameters that score, with their points', () => {
    expect(CALCULATORS.news2.run({ ...form, pulse: '135', onOxygen: true })?.details).toEqual([
      { key: 'news2.oxygen', values: { count: 2 } },
      { key: 'news2.pulse', values: { count: 3 } },
    ]);
  });
});
