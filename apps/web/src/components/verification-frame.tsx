import type { UseQueryResult } from '@tanstack/react-query';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryError } from './query-error';
import { Alert } from './ui/alert';
import { Spinner } from './ui/spinner';

export type VerificationTexts = {
  title: string;
  loading: string;
  loadError: string;
  genuine: string;
  genuineText: string;
  notGenuine: string;
  notGenuineText: string;
};

const TEXT_KEYS = ['title', 'loading', 'loadError', 'genuine', 'genuineText', 'notGenuine', 'notGenuineText'] as const;

/** The frame's texts from a namespace that has them under `verification.` (prescriptions, invoices). */
export function verificationTexts(t: (key: `verification.${(typeof TEXT_KEYS)[number]}`) => string): VerificationTexts {
  return Object.fromEntries(TEXT_KEYS.map((key) => [key, t(`verification.${key}`)])) as VerificationTexts;
}

/**
 * The public page a document's QR code opens (a prescription, ADR 034; an invoice, ADR 057): its title, then « …
 * authentique » and what `children` shows of a genuine document, or « … non authentique ».
 */
export function VerificationFrame<V extends { genuine: boolean }>({
  verification,
  texts,
  children,
}: {
  verification: UseQueryResult<V>;
  texts: VerificationTexts;
  children: (genuine: Extract<V, { genuine: true }>) => ReactNode;
}) {
  const { data } = verification;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl leading-tight font-semibold">{texts.title}</h1>
      {verification.isPending ? (
        <Spinner label={texts.loading} />
      ) : verification.isError || !data ? (
        <QueryError
          error={verification.error}
          onRetry={() => void verification.refetch()}
          retrying={verification.isFetching}
        >
          {texts.loadError}
        </QueryError>
      ) : isGenuine(data) ? (
        <>
          <Alert variant="success" className="flex gap-3">
            <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-success" />
            <div className="flex flex-col gap-1">
              <p className="text-lg font-semibold">{texts.genuine}</p>
              <p>{texts.genuineText}</p>
            </div>
          </Alert>
          {children(data)}
        </>
      ) : (
        <Alert variant="destructive" className="flex gap-3">
          <ShieldAlert aria-hidden="true" className="size-6 shrink-0" />
          <div className="flex flex-col gap-1">
            <p className="text-lg font-semibold">{texts.notGenuine}</p>
            <p>{texts.notGenuineText}</p>
          </div>
        </Alert>
      )}
    </div>
  );
}

function isGenuine<V extends { genuine: boolean }>(value: V): value is Extract<V, { genuine: true }> {
  return value.genuine;
}
