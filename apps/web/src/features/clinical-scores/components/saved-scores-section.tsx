import { carerName } from '@sante/shared/carer-name';
import type { SavedScore } from '@sante/shared/clinical-scores/saved-score';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import './register-scores-catalogue';
import { scoreText } from './score-text';

const SEVERITY_MARKS = {
  normal: 'border-l-emerald-600',
  low: 'border-l-sky-600',
  moderate: 'border-l-amber-600',
  high: 'border-l-destructive',
} as const;

/** The scores saved into a patient's record (newest first): calculator, figure, interpretation, author and date. */
export function SavedScoresSection({ scores }: { scores: SavedScore[] }) {
  const { t, i18n } = useTranslation('scores');
  if (scores.length === 0) return <p className="text-sm text-muted-foreground">{t('save.none')}</p>;
  const number = (score: SavedScore) =>
    new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: score.decimals,
      maximumFractionDigits: score.decimals,
    }).format(score.value ?? 0);
  return (
    <ul className="flex flex-col gap-2" data-testid="saved-scores">
      {scores.map((score) => (
        <li
          key={score.id}
          className={cn('flex flex-col gap-0.5 border-l-4 pl-3 text-sm', SEVERITY_MARKS[score.severity])}
        >
          <span className="font-medium">
            {scoreText(t, `calculators.${score.calculatorId}.name`)}
            {score.value !== null && (
              <>
                {' : '}
                <span className="tabular-nums">{number(score)}</span>{' '}
                {scoreText(t, `units.${score.unitKey}`, { count: score.value })}
              </>
            )}
          </span>
          <span>{scoreText(t, `interpretations.${score.interpretationKey}`)}</span>
          <span className="text-xs text-muted-foreground">
            {t('save.byOn', {
              author: score.author ? carerName(score.author, i18n.language) : t('save.unknownAuthor'),
              date: formatDateTime(new Date(score.createdAt), i18n.language),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
