import { z } from 'zod';
import { ARTEMETHER_LUMEFANTRINE_SOURCE, artemetherLumefantrine, DOSE_HOURS } from './artemether-lumefantrine';
import {
  APGAR_SOURCE,
  apgar,
  CHA2DS2VA_SOURCE,
  cha2ds2Va,
  CURB65_SOURCE,
  curb65,
  GLASGOW_SOURCE,
  glasgow,
  QSOFA_SOURCE,
  qsofa,
  WELLS_PE_SOURCE,
  wellsPe,
} from './bedside-scores';
import { BMI_SOURCE, bmi, EGFR_SOURCE, egfrCkdEpi2021 } from './body-measures';
import { checked, optionalNumber, requiredNumber, scalePoints, sex, unitSystem } from './calculator-fields';
import { defineCalculator, type CalculatorResult } from './calculator-types';
import { NEWS2_SOURCE, news2 } from './news2';
import { type Measurement, SEVERE_MALARIA_SOURCE, severeMalaria } from './severe-malaria';
import type { Interpretation } from './score-types';
import { toSi, type UnitSystem } from './units';

const points = (total: number, interpretation: Interpretation, details: CalculatorResult['details'] = []) => ({
  value: total,
  decimals: total % 1 === 0 ? 0 : 1,
  unitKey: 'points',
  interpretation,
  details,
});

const measured = (value: number | undefined, unit: UnitSystem): Measurement | undefined =>
  value === undefined ? undefined : { value, unit };

const severeMalariaDefinition = defineCalculator({
  id: 'severeMalaria',
  schema: z.object({
    ageGroup: z.enum(['child', 'adult']),
    blantyre: optionalNumber(0, 5),
    glasgow: optionalNumber(3, 15),
    prostration: checked,
    convulsions24h: optionalNumber(0, 50),
    baseDeficit: optionalNumber(-30, 40),
    bicarbonate: optionalNumber(0, 60),
    lactate: optionalNumber(0, 40),
    glucose: optionalNumber(0, 1000),
    glucoseUnit: unitSystem,
    haemoglobin: optionalNumber(1, 25),
    haematocrit: optionalNumber(3, 75),
    parasitesPerUl: optionalNumber(0, 5_000_000),
    parasitaemiaPercent: optionalNumber(0, 100),
    creatinine: optionalNumber(0, 3000),
    creatinineUnit: unitSystem,
    urea: optionalNumber(0, 300),
    ureaUnit: unitSystem,
    bilirubin: optionalNumber(0, 1000),
    bilirubinUnit: unitSystem,
    pulmonaryOedema: checked,
    spo2: optionalNumber(30, 100),
    respiratoryRate: optionalNumber(0, 120),
    significantBleeding: checked,
    systolic: optionalNumber(20, 300),
    poorPerfusion: checked,
  }),
  defaults: {
    ageGroup: 'child',
    prostration: false,
    pulmonaryOedema: false,
    significantBleeding: false,
    poorPerfusion: false,
    glucoseUnit: 'si',
    creatinineUnit: 'si',
    ureaUnit: 'si',
    bilirubinUnit: 'si',
  },
  fields: [
    { kind: 'choice', name: 'ageGroup', options: ['child', 'adult'] },
    { kind: 'number', name: 'blantyre', optional: true },
    { kind: 'number', name: 'glasgow', optional: true },
    { kind: 'check', name: 'prostration' },
    { kind: 'number', name: 'convulsions24h', optional: true },
    { kind: 'number', name: 'haemoglobin', unit: 'g/dL', step: 0.1, optional: true },
    { kind: 'number', name: 'haematocrit', unit: '%', optional: true },
    { kind: 'number', name: 'parasitesPerUl', unit: '/µL', optional: true },
    { kind: 'number', name: 'parasitaemiaPercent', unit: '%', step: 0.1, optional: true },
    { kind: 'lab', name: 'glucose', analyte: 'glucose', optional: true },
    { kind: 'number', name: 'lactate', unit: 'mmol/L', step: 0.1, optional: true },
    { kind: 'number', name: 'bicarbonate', unit: 'mmol/L', step: 0.1, optional: true },
    { kind: 'number', name: 'baseDeficit', unit: 'mmol/L', step: 0.1, optional: true },
    { kind: 'lab', name: 'creatinine', analyte: 'creatinine', optional: true },
    { kind: 'lab', name: 'urea', analyte: 'urea', optional: true },
    { kind: 'lab', name: 'bilirubin', analyte: 'bilirubin', optional: true },
    { kind: 'number', name: 'spo2', unit: '%', optional: true },
    { kind: 'number', name: 'respiratoryRate', unit: '/min', optional: true },
    { kind: 'check', name: 'pulmonaryOedema' },
    { kind: 'number', name: 'systolic', unit: 'mmHg', optional: true },
    { kind: 'check', name: 'poorPerfusion' },
    { kind: 'check', name: 'significantBleeding' },
  ],
  compute: (v) => {
    const result = severeMalaria({
      child: v.ageGroup === 'child',
      glasgow: v.glasgow,
      blantyre: v.blantyre,
      prostration: v.prostration,
      convulsions24h: v.convulsions24h,
      baseDeficit: v.baseDeficit,
      bicarbonateMmolL: v.bicarbonate,
      lactateMmolL: v.lactate,
      glucose: measured(v.glucose, v.glucoseUnit),
      haemoglobinGdL: v.haemoglobin,
      haematocritPercent: v.haematocrit,
      parasitesPerUl: v.parasitesPerUl,
      creatinine: measured(v.creatinine, v.creatinineUnit),
      urea: measured(v.urea, v.ureaUnit),
      bilirubin: measured(v.bilirubin, v.bilirubinUnit),
      pulmonaryOedema: v.pulmonaryOedema,
      spo2: v.spo2,
      respiratoryRate: v.respiratoryRate,
      significantBleeding: v.significantBleeding,
      systolic: v.systolic,
      poorPerfusion: v.poorPerfusion,
      parasitaemiaPercent: v.parasitaemiaPercent,
    });
    return {
      value: result.met.length,
      decimals: 0,
      unitKey: 'criteria',
      interpretation: result.interpretation,
      // One line per criterion met: shock says whether it is decompensated.
      details: result.met.map((criterion) => ({
        key: `severeMalaria.${criterion === 'shock' && result.decompensatedShock ? 'decompensatedShock' : criterion}`,
      })),
    };
  },
  source: SEVERE_MALARIA_SOURCE,
});

const glasgowDefinition = defineCalculator({
  id: 'glasgow',
  schema: z.object({ eye: scalePoints(1, 4), verbal: scalePoints(1, 5), motor: scalePoints(1, 6) }),
  defaults: { eye: 4, verbal: 5, motor: 6 },
  fields: [
    { kind: 'choice', name: 'eye', options: [4, 3, 2, 1] },
    { kind: 'choice', name: 'verbal', options: [5, 4, 3, 2, 1] },
    { kind: 'choice', name: 'motor', options: [6, 5, 4, 3, 2, 1] },
  ],
  compute: (v) => {
    const result = glasgow({ eye: v.eye, verbal: v.verbal, motor: v.motor });
    return points(result.total, result.interpretation, [
      { key: 'glasgow', values: { eye: v.eye, verbal: v.verbal, motor: v.motor } },
    ]);
  },
  source: GLASGOW_SOURCE,
});

const qsofaDefinition = defineCalculator({
  id: 'qsofa',
  schema: z.object({
    respiratoryRate: requiredNumber(0, 120),
    alteredMentation: checked,
    systolic: requiredNumber(20, 300),
  }),
  defaults: { alteredMentation: false },
  fields: [
    { kind: 'number', name: 'respiratoryRate', unit: '/min' },
    { kind: 'number', name: 'systolic', unit: 'mmHg' },
    { kind: 'check', name: 'alteredMentation' },
  ],
  compute: (v) => {
    const result = qsofa(v);
    return points(result.total, result.interpretation);
  },
  source: QSOFA_SOURCE,
});

const curb65Definition = defineCalculator({
  id: 'curb65',
  schema: z.object({
    confusion: checked,
    urea: requiredNumber(0, 300),
    ureaUnit: unitSystem,
    respiratoryRate: requiredNumber(0, 120),
    systolic: requiredNumber(20, 300),
    diastolic: requiredNumber(10, 200),
    age: requiredNumber(0, 120),
  }),
  defaults: { confusion: false, ureaUnit: 'si' },
  fields: [
    { kind: 'check', name: 'confusion' },
    { kind: 'lab', name: 'urea', analyte: 'urea' },
    { kind: 'number', name: 'respiratoryRate', unit: '/min' },
    { kind: 'number', name: 'systolic', unit: 'mmHg' },
    { kind: 'number', name: 'diastolic', unit: 'mmHg' },
    { kind: 'number', name: 'age', unit: 'ans' },
  ],
  compute: (v) => {
    const result = curb65({ ...v, ureaMmolL: toSi('urea', v.urea, v.ureaUnit) });
    return points(result.total, result.interpretation);
  },
  source: CURB65_SOURCE,
});

const wellsPeDefinition = defineCalculator({
  id: 'wellsPe',
  schema: z.object({
    dvtSigns: checked,
    peMostLikely: checked,
    heartRateOver100: checked,
    immobilisationOrSurgery: checked,
    previousVte: checked,
    haemoptysis: checked,
    cancer: checked,
  }),
  defaults: {
    dvtSigns: false,
    peMostLikely: false,
    heartRateOver100: false,
    immobilisationOrSurgery: false,
    previousVte: false,
    haemoptysis: false,
    cancer: false,
  },
  fields: [
    { kind: 'check', name: 'dvtSigns' },
    { kind: 'check', name: 'peMostLikely' },
    { kind: 'check', name: 'heartRateOver100' },
    { kind: 'check', name: 'immobilisationOrSurgery' },
    { kind: 'check', name: 'previousVte' },
    { kind: 'check', name: 'haemoptysis' },
    { kind: 'check', name: 'cancer' },
  ],
  compute: (v) => {
    const result = wellsPe(v);
    return points(result.total, result.interpretation);
  },
  source: WELLS_PE_SOURCE,
});

const cha2ds2vaDefinition = defineCalculator({
  id: 'cha2ds2va',
  schema: z.object({
    heartFailure: checked,
    hypertension: checked,
    age: requiredNumber(18, 120),
    diabetes: checked,
    strokeOrTia: checked,
    vascularDisease: checked,
  }),
  defaults: {
    heartFailure: false,
    hypertension: false,
    diabetes: false,
    strokeOrTia: false,
    vascularDisease: false,
  },
  fields: [
    { kind: 'number', name: 'age', unit: 'ans' },
    { kind: 'check', name: 'heartFailure' },
    { kind: 'check', name: 'hypertension' },
    { kind: 'check', name: 'diabetes' },
    { kind: 'check', name: 'strokeOrTia' },
    { kind: 'check', name: 'vascularDisease' },
  ],
  compute: (v) => {
    const result = cha2ds2Va(v);
    return points(result.total, result.interpretation);
  },
  source: CHA2DS2VA_SOURCE,
});

const bmiDefinition = defineCalculator({
  id: 'bmi',
  schema: z.object({ weight: requiredNumber(1, 400), height: requiredNumber(40, 250) }),
  defaults: {},
  fields: [
    { kind: 'number', name: 'weight', unit: 'kg', step: 0.1 },
    { kind: 'number', name: 'height', unit: 'cm', step: 0.5 },
  ],
  compute: (v) => {
    const result = bmi(v.weight, v.height);
    return { value: result.value, decimals: 1, unitKey: 'kgPerM2', interpretation: result.interpretation, details: [] };
  },
  source: BMI_SOURCE,
});

const egfrDefinition = defineCalculator({
  id: 'egfr',
  schema: z.object({
    creatinine: requiredNumber(0.1, 3000),
    creatinineUnit: unitSystem,
    age: requiredNumber(18, 120),
    sex,
  }),
  defaults: { creatinineUnit: 'si', sex: 'female' },
  fields: [
    { kind: 'lab', name: 'creatinine', analyte: 'creatinine' },
    { kind: 'number', name: 'age', unit: 'ans' },
    { kind: 'choice', name: 'sex', options: ['female', 'male'] },
  ],
  compute: (v) => {
    const creatinine = toSi('creatinine', v.creatinine, v.creatinineUnit);
    const result = egfrCkdEpi2021(creatinine, v.age, v.sex);
    return {
      value: result.value,
      decimals: 0,
      unitKey: 'mlMin',
      interpretation: result.interpretation,
      details: [{ key: 'creatinine', values: { umol: Math.round(creatinine), mg: (creatinine / 88.4).toFixed(2) } }],
    };
  },
  source: EGFR_SOURCE,
});

const apgarDefinition = defineCalculator({
  id: 'apgar',
  schema: z.object({
    heartRate: scalePoints(0, 2),
    respiration: scalePoints(0, 2),
    muscleTone: scalePoints(0, 2),
    reflexIrritability: scalePoints(0, 2),
    colour: scalePoints(0, 2),
  }),
  defaults: { heartRate: 2, respiration: 2, muscleTone: 2, reflexIrritability: 2, colour: 2 },
  fields: [
    { kind: 'choice', name: 'heartRate', options: [2, 1, 0] },
    { kind: 'choice', name: 'respiration', options: [2, 1, 0] },
    { kind: 'choice', name: 'muscleTone', options: [2, 1, 0] },
    { kind: 'choice', name: 'reflexIrritability', options: [2, 1, 0] },
    { kind: 'choice', name: 'colour', options: [2, 1, 0] },
  ],
  compute: (v) => {
    const result = apgar(v);
    return points(result.total, result.interpretation);
  },
  source: APGAR_SOURCE,
});

const news2Definition = defineCalculator({
  id: 'news2',
  schema: z.object({
    respiratoryRate: requiredNumber(0, 120),
    spo2: requiredNumber(30, 100),
    hypercapnicScale: checked,
    onOxygen: checked,
    systolic: requiredNumber(20, 300),
    pulse: requiredNumber(10, 300),
    consciousness: z.enum(['alert', 'confusion', 'voice', 'pain', 'unresponsive']),
    temperature: requiredNumber(25, 45),
  }),
  defaults: { hypercapnicScale: false, onOxygen: false, consciousness: 'alert' },
  fields: [
    { kind: 'number', name: 'respiratoryRate', unit: '/min' },
    { kind: 'number', name: 'spo2', unit: '%' },
    { kind: 'check', name: 'onOxygen' },
    { kind: 'check', name: 'hypercapnicScale' },
    { kind: 'number', name: 'systolic', unit: 'mmHg' },
    { kind: 'number', name: 'pulse', unit: '/min' },
    { kind: 'choice', name: 'consciousness', options: ['alert', 'confusion', 'voice', 'pain', 'unresponsive'] },
    { kind: 'number', name: 'temperature', unit: '°C', step: 0.1 },
  ],
  compute: (v) => {
    const result = news2(v);
    return points(
      result.total,
      result.interpretation,
      Object.entries(result.parameters)
        .filter(([, value]) => value > 0)
        .map(([parameter, value]) => ({ key: `news2.${parameter}`, values: { count: value } })),
    );
  },
  source: NEWS2_SOURCE,
});

const artemetherLumefantrineDefinition = defineCalculator({
  id: 'artemetherLumefantrine',
  schema: z.object({ weight: requiredNumber(1, 200) }),
  defaults: {},
  fields: [{ kind: 'number', name: 'weight', unit: 'kg', step: 0.1 }],
  compute: (v): CalculatorResult => {
    const dose = artemetherLumefantrine(v.weight);
    if (!dose.inBand)
      return { value: null, decimals: 0, unitKey: 'tablets', interpretation: dose.interpretation, details: [] };
    return {
      value: dose.tabletsPerDose,
      decimals: 0,
      unitKey: 'tabletsPerDose',
      interpretation: dose.interpretation,
      details: [
        {
          key: 'artemetherLumefantrine.mg',
          values: { artemether: dose.artemetherMgPerDose, lumefantrine: dose.lumefantrineMgPerDose },
        },
        { key: 'artemetherLumefantrine.schedule', values: { hours: DOSE_HOURS.map((h) => `H${h}`).join(', ') } },
        { key: 'artemetherLumefantrine.total', values: { count: dose.totalTablets } },
      ],
    };
  },
  source: ARTEMETHER_LUMEFANTRINE_SOURCE,
});

/** Every calculator but the growth one (its WHO tables are a chunk of their own: `growth-definition.ts`). */
export const CALCULATORS = {
  severeMalaria: severeMalariaDefinition,
  glasgow: glasgowDefinition,
  qsofa: qsofaDefinition,
  curb65: curb65Definition,
  wellsPe: wellsPeDefinition,
  cha2ds2va: cha2ds2vaDefinition,
  bmi: bmiDefinition,
  egfr: egfrDefinition,
  apgar: apgarDefinition,
  news2: news2Definition,
  artemetherLumefantrine: artemetherLumefantrineDefinition,
};
