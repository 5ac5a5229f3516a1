import { carerName } from '@sante/shared/carer-name';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useReassign, useReassignCandidates } from '../api/field-map';

/** The free carers of the visit's city, nearest first, each with « Confier la visite ». */
export function ReassignPanel({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const { t, i18n } = useTranslation('fieldMap');
  const { t: tc } = useTranslation();
  const candidates = useReassignCandidates(bookingId);
  const reassign = useReassign();
  const distance = (metres: number | null) =>
    metres === null
      ? t('reassign.distanceUnknown')
      : t('reassign.distance', {
          km: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(metres / 1000),
        });

  if (candidates.isPending) return <Spinner label={t('reassign.searching')} />;
  if (candidates.isError)
    return (
      <QueryError error={candidates.error} onRetry={() => void candidates.refetch()} retrying={candidates.isFetching} />
    );
  if (candidates.data.candidates.length === 0) return <Alert>{t('reassign.none')}</Alert>;
  return (
    <ul aria-label={t('reassign.label')} className="flex flex-col gap-2">
      {candidates.data.candidates.map((candidate) => (
        <li key={candidate.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted p-2">
          <span className="text-sm">
            <span className="font-medium">{carerName(candidate, i18n.language)}</span> · {distance(candidate.distanceM)}
          </span>
          <Button
            size="sm"
            disabled={reassign.isPending}
            onClick={() =>
              reassign.mutate(
                { bookingId, doctorId: candidate.id },
                {
                  onSuccess: () => {
                    notifySuccess(t('reassign.done', { name: carerName(candidate, i18n.language) }));
                    onDone();
                  },
                  onError: (error) => notifyError(errorMessage(tc, error)),
                },
              )
            }
          >
            {t('reassign.assign')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
