import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAcknowledgeProcedure, useProcedure, useProcedures } from '../api/protocols';
import { ProtocolContent } from './protocol-content';
import { ProtocolSummaryLink } from './protocol-summary-link';
import './register-procedures-catalogue';

const PATH = '/dashboard-medecin/manuel-procedures';

/**
 * `/dashboard-medecin/manuel-procedures`: the procedures manual, each procedure in its current version, those not yet
 * read first; the carer reads one and confirms « lu et compris » for that version (ADR 045).
 */
export function ProceduresPage() {
  const { t } = useTranslation('procedures');
  const [params] = useSearchParams();
  const open = params.get('procedure');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      {open ? <OpenProcedure protocolId={open} /> : <ProcedureList />}
    </div>
  );
}

function Acknowledged({ at }: { at: string }) {
  const { t, i18n } = useTranslation('procedures');
  return (
    <span className="inline-flex items-center gap-1 text-sm text-emerald-800 dark:text-emerald-300">
      <CheckCircle2 aria-hidden="true" className="size-4" />
      {t('acknowledgedOn', { date: formatDateTime(new Date(at), i18n.language) })}
    </span>
  );
}

function ProcedureList() {
  const { t } = useTranslation('procedures');
  const procedures = useProcedures();
  if (procedures.isPending) return <Spinner label={t('title')} />;
  if (procedures.isError)
    return (
      <QueryError error={procedures.error} onRetry={() => void procedures.refetch()} retrying={procedures.isFetching}>
        {t('loadError')}
      </QueryError>
    );
  if (procedures.data.length === 0) return <Alert>{t('empty')}</Alert>;
  const toRead = procedures.data.filter((procedure) => procedure.acknowledgedAt === null).length;
  const ordered = [...procedures.data].sort(
    (a, b) => Number(a.acknowledgedAt !== null) - Number(b.acknowledgedAt !== null),
  );
  return (
    <>
      <p role="status" className="text-sm font-medium">
        {toRead === 0 ? t('allRead') : t('toReadCount', { count: toRead })}
      </p>
      <ul className="flex flex-col gap-2">
        {ordered.map((procedure) => (
          <li key={procedure.protocolId}>
            <ProtocolSummaryLink to={`${PATH}?procedure=${procedure.protocolId}`} kind="procedure" summary={procedure}>
              {procedure.acknowledgedAt ? (
                <Acknowledged at={procedure.acknowledgedAt} />
              ) : (
                <span className="text-sm font-medium text-amber-800 dark:text-amber-300">{t('toRead')}</span>
              )}
            </ProtocolSummaryLink>
          </li>
        ))}
      </ul>
    </>
  );
}

function OpenProcedure({ protocolId }: { protocolId: string }) {
  const { t } = useTranslation('procedures');
  const { t: tc } = useTranslation();
  const reading = useProcedure(protocolId);
  const acknowledge = useAcknowledgeProcedure();
  const onAcknowledge = (versionId: string) =>
    acknowledge.mutate(versionId, {
      onSuccess: () => {
        notifySuccess(t('acknowledgedToast'));
        void reading.refetch();
      },
      onError: (error) => notifyError(errorMessage(tc, error)),
    });
  return (
    <div className="flex flex-col gap-3">
      <BackLink to={PATH}>{t('back')}</BackLink>
      {reading.isPending && <Spinner label={t('title')} />}
      {reading.isError && (
        <QueryError error={reading.error} onRetry={() => void reading.refetch()} retrying={reading.isFetching}>
          {t('openError')}
        </QueryError>
      )}
      {reading.data && (
        <>
          <ProtocolContent kind="procedure" protocol={reading.data.procedure} />
          <div className="flex flex-col gap-2 rounded-xl border bg-card p-4">
            {reading.data.acknowledgedAt ? (
              <Acknowledged at={reading.data.acknowledgedAt} />
            ) : (
              <>
                <p className="text-sm">{t('acknowledgeHint', { version: reading.data.procedure.version })}</p>
                <Button
                  className="self-start"
                  disabled={acknowledge.isPending}
                  onClick={() => reading.data && onAcknowledge(reading.data.procedure.id)}
                >
                  {t('acknowledge')}
                </Button>
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
