import { CALCULATORS } from './calculator-definitions';
import type { Calculator, CalculatorId } from './calculator-types';
import { growthDefinition } from './growth-definition';

/**
 * Every calculator by id, the growth one and its WHO tables included: for the server, which recomputes a saved
 * score from its inputs (ADR 050). The web keeps the growth tables in a chunk of their own and does not import this.
 */
export const CALCULATORS_BY_ID: Record<CalculatorId, Calculator> = { ...CALCULATORS, growth: growthDefinition };
