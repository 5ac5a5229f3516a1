/**
 * Conversions between SI and conventional units, by molar mass (the factors laboratories print).
 * Each calculator takes SI values; the forms convert what the doctor typed.
 */
export const CREATININE_UMOL_PER_MG_DL = 88.4;
export const GLUCOSE_MMOL_PER_MG_DL = 1 / 18.016;
export const BILIRUBIN_UMOL_PER_MG_DL = 17.1;
/** Urea (mmol/L) to blood urea nitrogen (mg/dL): 1 mmol/L of urea carries 2.801 mg/dL of nitrogen. */
export const BUN_MG_DL_PER_UREA_MMOL = 2.801;

export type Analyte = 'creatinine' | 'glucose' | 'bilirubin' | 'urea';
export type UnitSystem = 'si' | 'conventional';

const SI_PER_CONVENTIONAL: Record<Analyte, number> = {
  creatinine: CREATININE_UMOL_PER_MG_DL,
  glucose: GLUCOSE_MMOL_PER_MG_DL,
  bilirubin: BILIRUBIN_UMOL_PER_MG_DL,
  urea: 1 / BUN_MG_DL_PER_UREA_MMOL,
};

/** The unit labels of each analyte: SI first. */
export const UNIT_LABELS: Record<Analyte, Record<UnitSystem, string>> = {
  creatinine: { si: 'µmol/L', conventional: 'mg/dL' },
  glucose: { si: 'mmol/L', conventional: 'mg/dL' },
  bilirubin: { si: 'µmol/L', conventional: 'mg/dL' },
  urea: { si: 'mmol/L (urée)', conventional: 'mg/dL (BUN)' },
};

/** A value typed in `unit`, in SI. */
export function toSi(analyte: Analyte, value: number, unit: UnitSystem): number {
  return unit === 'si' ? value : value * SI_PER_CONVENTIONAL[analyte];
}
