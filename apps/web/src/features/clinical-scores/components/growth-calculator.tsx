import { growthDefinition } from '../lib/growth-definition';
import { CalculatorForm } from './calculator-form';

/** The WHO weight-for-age calculator, a chunk of its own with the WHO tables (downloaded when opened). */
export function GrowthCalculator() {
  return <CalculatorForm definition={growthDefinition} />;
}
