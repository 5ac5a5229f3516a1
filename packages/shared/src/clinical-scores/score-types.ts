/** How worrying a result is: drives the colour of the result card. */
export type Severity = 'normal' | 'low' | 'moderate' | 'high';

/** A result's interpretation: a key of the `scores` catalogue (`interpretations.*`) and its severity. */
export type Interpretation = {
  key: string;
  severity: Severity;
};

/** The citation shown under each calculator (not translated: titles of publications). */
export type Source = {
  citation: string;
  url?: string;
};
