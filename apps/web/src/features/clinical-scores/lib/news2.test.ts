import { describe, expect, it } from 'vitest';
import { news2, type News2Input } from './news2';

// The bands of the RCP NEWS2 chart (Royal College of Physicians 2017, chart 1 and chart 2 for SpO2 scale 2).
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

describe('news2', () => {
  it('a patient with normal observations scores 0', () => {
    expect(news2(normal).total).toBe(0);
    expect(news2(normal).interpretation.severity).toBe('normal');
  });

  it('RR 24 (2), SpO2 93 (2) on oxygen (2), SBP 100 (2), pulse 115 (2), alert, 38.5 °C (1): 11, emergency response', () => {
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
    expect(result.interpretation.key).toBe('news2.high');
  });

  it('new confusion alone (3) is a single-parameter trigger', () => {
    expect(news2({ ...normal, consciousness: 'confusion' }).interpretation.key).toBe('news2.lowMedium');
  });

  it('5 is an urgent response', () => {
    expect(news2({ ...normal, respiratoryRate: 22, pulse: 112, temperature: 38.2 }).interpretation.key).toBe(
      'news2.medium',
    );
  });

  it('band edges: RR 8/9/20/21/25, SBP 90/219/220, pulse 40/50/90/131, temperature 35.0/36.0/39.1', () => {
    const points = (input: Partial<News2Input>) => news2({ ...normal, ...input }).total;
    expect([8, 9, 20, 21, 25].map((respiratoryRate) => points({ respiratoryRate }))).toEqual([3, 1, 0, 2, 3]);
    expect([90, 219, 220].map((systolic) => points({ systolic }))).toEqual([3, 0, 3]);
    expect([40, 50, 90, 131].map((pulse) => points({ pulse }))).toEqual([3, 1, 0, 3]);
    expect([35.0, 36.0, 39.1].map((temperature) => points({ temperature }))).toEqual([3, 1, 2]);
  });

  it('SpO2 scale 2: 88–92 scores 0, and 97 % on oxygen scores 3 (+2 for oxygen)', () => {
    expect(news2({ ...normal, hypercapnicScale: true, spo2: 90 }).total).toBe(0);
    expect(news2({ ...normal, hypercapnicScale: true, spo2: 97, onOxygen: true }).total).toBe(5);
    expect(news2({ ...normal, hypercapnicScale: true, spo2: 97, onOxygen: false }).total).toBe(0);
  });
});
