import type { z } from 'zod';
import type { Analyte } from './units';
import type { Interpretation, Source } from './score-types';

export const CALCULATOR_IDS = [
  'severeMalaria',
  'glasgow',
  'qsofa',
  'curb65',
  'wellsPe',
  'cha2ds2va',
  'bmi',
  'egfr',
  'apgar',
  'news2',
  'growth',
  'artemetherLumefantrine',
] as const;
export type CalculatorId = (typeof CALCULATOR_IDS)[number];

/** One input of a calculator form; its label is `calculators.<id>.fields.<name>` in the `scores` catalogue. */
export type FieldSpec<Name extends string> =
  | { kind: 'number'; name: Name; unit?: string; step?: number; optional?: boolean }
  /** A laboratory value with its unit chosen beside it (SI or conventional): `<name>` and `<name>Unit`. */
  | { kind: 'lab'; name: Name; analyte: Analyte; optional?: boolean }
  /** A choice among values: options labelled `calculators.<id>.options.<name>.<value>`. */
  | { kind: 'choice'; name: Name; options: readonly (string | number)[] }
  | { kind: 'check'; name: Name };

/** A detail line under the result: a key of `details.*` with its values, or a criterion met. */
export type ResultDetail = { key: string; values?: Record<string, string | number> };

export type CalculatorResult = {
  /** The headline figure and its number of decimals; `null` when the result is only a statement. */
  value: number | null;
  decimals: number;
  /** The unit under the figure (`points`, `mL/min/1,73 m²`...), a key of `units.*`. */
  unitKey: string;
  interpretation: Interpretation;
  details: ResultDetail[];
};

export type CalculatorDefinition<Schema extends z.ZodObject> = {
  id: CalculatorId;
  schema: Schema;
  defaults: Partial<z.input<Schema>>;
  fields: readonly FieldSpec<Extract<keyof z.input<Schema>, string>>[];
  compute: (values: z.output<Schema>) => CalculatorResult;
  source: Source;
};

/** A calculator as the form uses it: its types erased, `run` parses the inputs and computes (null: not valid yet). */
export type Calculator = {
  id: CalculatorId;
  schema: z.ZodObject;
  defaults: Record<string, unknown>;
  fields: readonly FieldSpec<string>[];
  run: (values: unknown) => CalculatorResult | null;
  source: Source;
};

/** A calculator, its schema's types inferred for `defaults`, `fields` and `compute`. */
export function defineCalculator<Schema extends z.ZodObject>(definition: CalculatorDefinition<Schema>): Calculator {
  const { schema, compute } = definition;
  return {
    id: definition.id,
    schema,
    defaults: definition.defaults,
    fields: definition.fields,
    source: definition.source,
    run: (values) => {
      const parsed = schema.safeParse(values);
      return parsed.success ? compute(parsed.data) : null;
    },
  };
}
