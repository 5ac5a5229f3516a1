import { carerName } from '@sante/shared/carer-name';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { usePendingEmergencyAccesses, useReviewEmergencyAccess } from '../api/emergency-accesses';

/**
 * « Accès d'urgence à revoir » (admin, super_admin; ADR 031): each record a carer opened without a care
 * relationship, with the reason typed, until someone marks it reviewed.
 */
export function EmergencyAccessReview() {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const accesses = usePendingEmergencyAccesses(true);
  const review = useReviewEmergencyAccess();
  const language = i18n.language;
  return (
    <section aria-labelledby="emergency-accesses-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="emergency-accesses-title" className="text-lg font-semibold">
          {t('emergencyAccesses.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('emergencyAccesses.description')}</p>
      </div>
      {accesses.isPending && <Spinner label={tc('common.loading')} />}
      {accesses.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
      {accesses.isSuccess && accesses.data.length === 0 && <p className="text-sm">{t('emergencyAccesses.empty')}</p>}
      {accesses.isSuccess && accesses.data.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2">
          {accesses.data.map((access) => (
            <li
              key={access.id}
              className="flex flex-col gap-2 rounded-xl border border-destructive/40 bg-card p-4 text-sm"
            >
              <p className="font-medium">
                {t('emergencyAccesses.line', {
                  carer: carerName(access.carer, language),
                  patient: access.patient ? `${access.patient.firstName} ${access.patient.lastName}` : '—',
                  date: formatDateTime(new Date(access.openedAt), language),
                })}
              </p>
              <p className="text-muted-foreground">{t('emergencyAccesses.reason', { reason: access.reason })}</p>
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                disabled={review.isPending}
                onClick={() => review.mutate(access.id, { onError: (error) => notifyError(errorMessage(tc, error)) })}
              >
                {t('emergencyAccesses.review')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
