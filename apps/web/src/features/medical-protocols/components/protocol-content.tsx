import type { ProtocolKind, ProtocolVersion } from '@sante/shared/protocol-schemas';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { KIND_NAMESPACE } from './protocol-kind';
import { ProtocolValidationBadge } from './protocol-validation-badge';

/**
 * A protocol (or procedure) version as carers read it: facts, red flags first, steps, drug table, referral, source.
 * A procedure's `sourceDate` is its effective date (ADR 045).
 */
export function ProtocolContent({ kind, protocol }: { kind: ProtocolKind; protocol: ProtocolVersion }) {
  const { t, i18n } = useTranslation(KIND_NAMESPACE[kind]);
  const day = (iso: string) => formatDay(iso, i18n.language);
  const uid = useId();
  return (
    <article aria-labelledby={`${uid}-title`} className="flex flex-col gap-4">
      <header className="flex flex-col gap-2">
        <h2 id={`${uid}-title`} className="text-xl leading-tight font-semibold">
          {protocol.condition}
        </h2>
        <ProtocolValidationBadge kind={kind} validation={protocol.validation} />
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">{t('fields.population')}</dt>
          <dd>{protocol.population}</dd>
          <dt className="font-medium">{t('fields.version')}</dt>
          <dd>
            {t('versionNumber', { version: protocol.version })}
            {protocol.publishedAt && ` · ${t('publishedOn', { date: day(protocol.publishedAt.slice(0, 10)) })}`}
          </dd>
          {kind === 'procedure' && (
            <>
              <dt className="font-medium">{t('fields.sourceDate')}</dt>
              <dd>{day(protocol.sourceDate)}</dd>
            </>
          )}
          <dt className="font-medium">{t('fields.reviewer')}</dt>
          <dd>{protocol.reviewer}</dd>
          <dt className="font-medium">{t('fields.nextReviewDate')}</dt>
          <dd>{day(protocol.nextReviewDate)}</dd>
        </dl>
      </header>
      {protocol.redFlags.length > 0 && (
        <section aria-labelledby={`${uid}-red-flags`} className="rounded-xl border-2 border-destructive/50 p-4">
          <h3 id={`${uid}-red-flags`} className="flex items-center gap-2 font-semibold text-destructive">
            <TriangleAlert aria-hidden="true" className="size-5" />
            {t('fields.redFlags')}
          </h3>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {protocol.redFlags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby={`${uid}-steps`}>
        <h3 id={`${uid}-steps`} className="font-semibold">
          {t('fields.steps')}
        </h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {protocol.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      {protocol.drugs.length > 0 && (
        <section aria-labelledby={`${uid}-drugs`}>
          <h3 id={`${uid}-drugs`} className="font-semibold">
            {t('fields.drugs')}
          </h3>
          <ul className="mt-2 grid gap-2">
            {protocol.drugs.map((drug) => (
              <li key={drug.name} className="rounded-lg border bg-card p-3 text-sm">
                <p className="font-medium">{drug.name}</p>
                <dl className="mt-1 grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
                  <dt className="text-muted-foreground">{t('drug.dose')}</dt>
                  <dd>{drug.dose}</dd>
                  {drug.route && (
                    <>
                      <dt className="text-muted-foreground">{t('drug.route')}</dt>
                      <dd>{drug.route}</dd>
                    </>
                  )}
                  {drug.duration && (
                    <>
                      <dt className="text-muted-foreground">{t('drug.duration')}</dt>
                      <dd>{drug.duration}</dd>
                    </>
                  )}
                  {drug.notes && (
                    <>
                      <dt className="text-muted-foreground">{t('drug.notes')}</dt>
                      <dd>{drug.notes}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        </section>
      )}
      {protocol.referralCriteria.length > 0 && (
        <section aria-labelledby={`${uid}-referral`}>
          <h3 id={`${uid}-referral`} className="font-semibold">
            {t('fields.referralCriteria')}
          </h3>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {protocol.referralCriteria.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby={`${uid}-source`} className="rounded-xl border bg-card p-4 text-sm">
        <h3 id={`${uid}-source`} className="font-semibold">
          {t('fields.source')}
        </h3>
        <p className="mt-1 text-muted-foreground">
          <cite className="not-italic">{protocol.sourceCitation}</cite>
          {kind === 'protocol' && ` (${day(protocol.sourceDate)})`}
        </p>
      </section>
    </article>
  );
}
