import type { Interpretation, Source } from './score-types';

/** Glasgow Coma Scale: eye 1–4, verbal 1–5, motor 1–6. */
export type GlasgowInput = { eye: number; verbal: number; motor: number };

export const GLASGOW_SOURCE: Source = {
  citation:
    'Teasdale G, Jennett B. Assessment of coma and impaired consciousness. A practical scale. Lancet 1974;2(7872):81–84. Teasdale G et al. The Glasgow Coma Scale at 40 years. Lancet Neurol 2014;13:844–854.',
  url: 'https://www.glasgowcomascale.org',
};

export function glasgow(input: GlasgowInput): { total: number; interpretation: Interpretation } {
  const total = input.eye + input.verbal + input.motor;
  if (total <= 8) return { total, interpretation: { key: 'glasgow.severe', severity: 'high' } };
  if (total <= 12) return { total, interpretation: { key: 'glasgow.moderate', severity: 'moderate' } };
  return { total, interpretation: { key: 'glasgow.mild', severity: total === 15 ? 'normal' : 'low' } };
}

/** qSOFA (Sepsis-3): respiratory rate, altered mentation (GCS < 15), systolic pressure. */
export type QsofaInput = { respiratoryRate: number; alteredMentation: boolean; systolic: number };

export const QSOFA_SOURCE: Source = {
  citation:
    'Seymour CW, Liu VX, Iwashyna TJ et al. Assessment of Clinical Criteria for Sepsis (Sepsis-3). JAMA 2016;315(8):762–774.',
};

export function qsofa(input: QsofaInput): { total: number; interpretation: Interpretation } {
  const total = Number(input.respiratoryRate >= 22) + Number(input.alteredMentation) + Number(input.systolic <= 100);
  return {
    total,
    interpretation: total >= 2 ? { key: 'qsofa.high', severity: 'high' } : { key: 'qsofa.low', severity: 'low' },
  };
}

/** CURB-65: confusion, urea > 7 mmol/L, respiratory rate ≥ 30, SBP < 90 or DBP ≤ 60, age ≥ 65. */
export type Curb65Input = {
  confusion: boolean;
  ureaMmolL: number;
  respiratoryRate: number;
  systolic: number;
  diastolic: number;
  age: number;
};

export const CURB65_SOURCE: Source = {
  citation:
    'Lim WS, van der Eerden MM, Laing R et al. Defining community acquired pneumonia severity on presentation to hospital: an international derivation and validation study. Thorax 2003;58(5):377–382.',
};

export function curb65(input: Curb65Input): { total: number; interpretation: Interpretation } {
  const total =
    Number(input.confusion) +
    Number(input.ureaMmolL > 7) +
    Number(input.respiratoryRate >= 30) +
    Number(input.systolic < 90 || input.diastolic <= 60) +
    Number(input.age >= 65);
  if (total <= 1) return { total, interpretation: { key: 'curb65.low', severity: 'low' } };
  if (total === 2) return { total, interpretation: { key: 'curb65.moderate', severity: 'moderate' } };
  return { total, interpretation: { key: 'curb65.high', severity: 'high' } };
}

/** Wells score for pulmonary embolism (the 7 items of Wells 2000). */
export type WellsPeInput = {
  dvtSigns: boolean;
  peMostLikely: boolean;
  heartRateOver100: boolean;
  immobilisationOrSurgery: boolean;
  previousVte: boolean;
  haemoptysis: boolean;
  cancer: boolean;
};

export const WELLS_PE_SOURCE: Source = {
  citation:
    'Wells PS, Anderson DR, Rodger M et al. Derivation of a simple clinical model to categorize patients probability of pulmonary embolism. Thromb Haemost 2000;83(3):416–420.',
};

export function wellsPe(input: WellsPeInput): { total: number; interpretation: Interpretation } {
  const total =
    (input.dvtSigns ? 3 : 0) +
    (input.peMostLikely ? 3 : 0) +
    (input.heartRateOver100 ? 1.5 : 0) +
    (input.immobilisationOrSurgery ? 1.5 : 0) +
    (input.previousVte ? 1.5 : 0) +
    (input.haemoptysis ? 1 : 0) +
    (input.cancer ? 1 : 0);
  // Three tiers (< 2 low, 2–6 moderate, > 6 high) and the two-tier rule (> 4 "EP probable") in one line.
  if (total > 6) return { total, interpretation: { key: 'wellsPe.high', severity: 'high' } };
  if (total > 4) return { total, interpretation: { key: 'wellsPe.moderateLikely', severity: 'moderate' } };
  if (total >= 2) return { total, interpretation: { key: 'wellsPe.moderateUnlikely', severity: 'moderate' } };
  return { total, interpretation: { key: 'wellsPe.low', severity: 'low' } };
}

/** CHA2DS2-VA (ESC 2024: the sex criterion of CHA2DS2-VASc removed). */
export type Cha2ds2VaInput = {
  heartFailure: boolean;
  hypertension: boolean;
  age: number;
  diabetes: boolean;
  strokeOrTia: boolean;
  vascularDisease: boolean;
};

export const CHA2DS2VA_SOURCE: Source = {
  citation:
    'Van Gelder IC, Rienstra M, Bunting KV et al. 2024 ESC Guidelines for the management of atrial fibrillation. Eur Heart J 2024;45(36):3314–3414.',
};

export function cha2ds2Va(input: Cha2ds2VaInput): { total: number; interpretation: Interpretation } {
  const agePoints = input.age >= 75 ? 2 : input.age >= 65 ? 1 : 0;
  const total =
    Number(input.heartFailure) +
    Number(input.hypertension) +
    agePoints +
    Number(input.diabetes) +
    (input.strokeOrTia ? 2 : 0) +
    Number(input.vascularDisease);
  if (total === 0) return { total, interpretation: { key: 'cha2ds2va.none', severity: 'low' } };
  if (total === 1) return { total, interpretation: { key: 'cha2ds2va.consider', severity: 'moderate' } };
  return { total, interpretation: { key: 'cha2ds2va.recommended', severity: 'high' } };
}

/** APGAR: five items scored 0–2. */
export type ApgarInput = {
  heartRate: number;
  respiration: number;
  muscleTone: number;
  reflexIrritability: number;
  colour: number;
};

export const APGAR_SOURCE: Source = {
  citation:
    'Apgar V. A proposal for a new method of evaluation of the newborn infant. Curr Res Anesth Analg 1953;32(4):260–267. AAP/ACOG. The Apgar Score. Pediatrics 2015;136(4):819–822.',
};

export function apgar(input: ApgarInput): { total: number; interpretation: Interpretation } {
  const total = input.heartRate + input.respiration + input.muscleTone + input.reflexIrritability + input.colour;
  if (total >= 7) return { total, interpretation: { key: 'apgar.reassuring', severity: 'normal' } };
  if (total >= 4) return { total, interpretation: { key: 'apgar.moderate', severity: 'moderate' } };
  return { total, interpretation: { key: 'apgar.low', severity: 'high' } };
}
