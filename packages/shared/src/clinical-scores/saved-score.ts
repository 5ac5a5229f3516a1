import { z } from 'zod';
import type { CarerRef } from '../clinic-constants';
import { CALCULATOR_IDS, type CalculatorId, type ResultDetail } from './calculator-types';
import type { Severity } from './score-types';

/** At most this many saved scores in the record summary (the newest). */
export const SUMMARY_SCORES = 10;

/**
 * `POST /api/doctor/patients/{id}/scores`: the calculator and the inputs as the form holds them. The result is never
 * sent: the server computes it from the inputs with the same calculator.
 */
export const ZSaveScoreRequestSchema = z.object({
  calculatorId: z.enum(CALCULATOR_IDS),
  inputs: z.record(z.string().max(40), z.union([z.string().max(40), z.number(), z.boolean(), z.null()])),
});
export type SaveScoreRequest = z.infer<typeof ZSaveScoreRequestSchema>;

/** A score saved into a patient's record: what was entered, what it gave, when and by whom. */
export type SavedScore = {
  id: string;
  calculatorId: CalculatorId;
  inputs: Record<string, string | number | boolean | null>;
  value: number | null;
  decimals: number;
  unitKey: string;
  interpretationKey: string;
  severity: Severity;
  details: ResultDetail[];
  author: CarerRef | null;
  createdAt: string;
};
export type SavedScoreResponse = { score: SavedScore };
