import type { Interpretation, Source } from './score-types';

export type Consciousness = 'alert' | 'confusion' | 'voice' | 'pain' | 'unresponsive';

export type News2Input = {
  respiratoryRate: number;
  spo2: number;
  /** SpO2 scale 2: hypercapnic respiratory failure, target 88–92 % prescribed by a clinician. */
  hypercapnicScale: boolean;
  onOxygen: boolean;
  systolic: number;
  pulse: number;
  consciousness: Consciousness;
  temperature: number;
};

export const NEWS2_SOURCE: Source = {
  citation:
    'Royal College of Physicians. National Early Warning Score (NEWS) 2: Standardising the assessment of acute-illness severity in the NHS. London: RCP, 2017.',
  url: 'https://www.rcp.ac.uk/improving-care/resources/national-early-warning-score-news-2/',
};

function respiration(rate: number): number {
  if (rate <= 8) return 3;
  if (rate <= 11) return 1;
  if (rate <= 20) return 0;
  if (rate <= 24) return 2;
  return 3;
}

function saturationScale1(spo2: number): number {
  if (spo2 <= 91) return 3;
  if (spo2 <= 93) return 2;
  if (spo2 <= 95) return 1;
  return 0;
}

function saturationScale2(spo2: number, onOxygen: boolean): number {
  if (spo2 <= 83) return 3;
  if (spo2 <= 85) return 2;
  if (spo2 <= 87) return 1;
  if (spo2 <= 92 || !onOxygen) return 0;
  if (spo2 <= 94) return 1;
  if (spo2 <= 96) return 2;
  return 3;
}

function systolicPoints(systolic: number): number {
  if (systolic <= 90) return 3;
  if (systolic <= 100) return 2;
  if (systolic <= 110) return 1;
  if (systolic <= 219) return 0;
  return 3;
}

function pulsePoints(pulse: number): number {
  if (pulse <= 40) return 3;
  if (pulse <= 50) return 1;
  if (pulse <= 90) return 0;
  if (pulse <= 110) return 1;
  if (pulse <= 130) return 2;
  return 3;
}

function temperaturePoints(temperature: number): number {
  if (temperature <= 35.0) return 3;
  if (temperature <= 36.0) return 1;
  if (temperature <= 38.0) return 0;
  if (temperature <= 39.0) return 1;
  return 2;
}

/** The NEWS2 parameters' points, their total and the clinical response the RCP chart asks for. */
export function news2(input: News2Input): {
  total: number;
  parameters: Record<string, number>;
  interpretation: Interpretation;
} {
  const parameters = {
    respiratoryRate: respiration(input.respiratoryRate),
    spo2: input.hypercapnicScale ? saturationScale2(input.spo2, input.onOxygen) : saturationScale1(input.spo2),
    oxygen: input.onOxygen ? 2 : 0,
    systolic: systolicPoints(input.systolic),
    pulse: pulsePoints(input.pulse),
    consciousness: input.consciousness === 'alert' ? 0 : 3,
    temperature: temperaturePoints(input.temperature),
  };
  const total = Object.values(parameters).reduce((sum, points) => sum + points, 0);
  const singleThree = Object.values(parameters).some((points) => points === 3);
  let interpretation: Interpretation;
  if (total >= 7) interpretation = { key: 'news2.high', severity: 'high' };
  else if (total >= 5) interpretation = { key: 'news2.medium', severity: 'moderate' };
  else if (singleThree) interpretation = { key: 'news2.lowMedium', severity: 'moderate' };
  else interpretation = { key: 'news2.low', severity: total === 0 ? 'normal' : 'low' };
  return { total, parameters, interpretation };
}
