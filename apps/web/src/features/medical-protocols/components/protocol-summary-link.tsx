import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProtocolKind, ProtocolValidation } from '@sante/shared/protocol-schemas';
import { KIND_NAMESPACE } from './protocol-kind';
import { ProtocolValidationBadge } from './protocol-validation-badge';

type Summary = { condition: string; population: string; version: number; validation: ProtocolValidation };

/** One protocol or procedure in a list: its condition, population, version and validation, opening it. */
export function ProtocolSummaryLink({
  to,
  kind,
  summary,
  children,
}: {
  to: string;
  kind: ProtocolKind;
  summary: Summary;
  /** What the list adds under the version (a procedure's « lu et compris »). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(KIND_NAMESPACE[kind]);
  return (
    <Link to={to} className="flex min-h-11 flex-col gap-1 rounded-xl border bg-card p-4 hover:bg-accent">
      <span className="font-semibold">{summary.condition}</span>
      <span className="text-sm text-muted-foreground">{summary.population}</span>
      <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {t('versionNumber', { version: summary.version })}
        <ProtocolValidationBadge kind={kind} validation={summary.validation} />
      </span>
      {children}
    </Link>
  );
}
