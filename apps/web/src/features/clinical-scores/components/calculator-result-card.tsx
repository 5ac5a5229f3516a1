import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { CalculatorId, CalculatorResult } from '@sante/shared/clinical-scores/calculator-types';
import type { Severity } from '@sante/shared/clinical-scores/score-types';
import { scoreText } from './score-text';

const SEVERITY_STYLES: Record<Severity, string> = {
  normal: 'border-emerald-600/40 bg-emerald-50 dark:bg-emerald-950/40',
  low: 'border-sky-600/40 bg-sky-50 dark:bg-sky-950/40',
  moderate: 'border-amber-600/50 bg-amber-50 dark:bg-amber-950/40',
  high: 'border-destructive/60 bg-destructive/10',
};

/** The live result: the figure with its unit, the interpretation line, and the details (criteria, points). */
export function CalculatorResultCard({ id, result }: { id: CalculatorId; result: CalculatorResult | null }) {
  const { t, i18n } = useTranslation('scores');
  if (!result) {
    return (
      <output className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground">
        {t('resultPending')}
      </output>
    );
  }
  const figure =
    result.value === null
      ? null
      : new Intl.NumberFormat(i18n.language, {
          minimumFractionDigits: result.decimals,
          maximumFractionDigits: result.decimals,
        }).format(result.value);
  return (
    <output
      aria-live="polite"
      data-testid={`${id}-result`}
      className={cn('flex flex-col gap-2 rounded-xl border-2 p-4', SEVERITY_STYLES[result.interpretation.severity])}
    >
      <span className="text-sm font-medium">{t('result')}</span>
      {figure !== null && (
        <span className="flex flex-wrap items-baseline gap-2">
          <span className="text-3xl font-semibold tabular-nums">{figure}</span>
          <span className="text-sm">{scoreText(t, `units.${result.unitKey}`, { count: result.value ?? 0 })}</span>
        </span>
      )}
      <span className="font-medium">
        <span className="sr-only">{t('interpretation')} : </span>
        {scoreText(t, `interpretations.${result.interpretation.key}`)}
      </span>
      {result.details.length > 0 && (
        <ul className="list-disc pl-5 text-sm">
          {result.details.map((detail) => (
            <li key={detail.key}>{scoreText(t, `details.${detail.key}`, detail.values)}</li>
          ))}
        </ul>
      )}
    </output>
  );
}
