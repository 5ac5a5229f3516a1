import { growthDefinition } from '@sante/shared/clinical-scores/growth-definition';
import { CalculatorForm } from './calculator-form';
import type { OpenPatient } from './save-score-button';

/** The growth calculator with its WHO tables: a chunk of its own, loaded when it is opened. */
export function GrowthCalculator({ patient }: { patient: OpenPatient | null }) {
  return <CalculatorForm definition={growthDefinition} patient={patient} />;
}
