import { carerName } from '@sante/shared/carer-name';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useRecordAccess, useRecordShare } from '../api/record-access';
import { SettingsSection } from './settings-section';

/**
 * « Accès à mon dossier » (ADR 031): the carers of my bookings (who see my record from 24 h before a visit to 30
 * days after it) with a share beyond that, who opened my record and when, and each emergency access with its reason.
 */
export function RecordAccessSection() {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const access = useRecordAccess();
  const share = useRecordShare();
  const language = i18n.language;
  const when = (iso: string) => formatDateTime(new Date(iso), language);
  return (
    <SettingsSection id="acces-dossier" title={t('recordAccess.title')} description={t('recordAccess.intro')}>
      {access.isPending && <Spinner label={t('recordAccess.title')} />}
      {access.isError && (
        <QueryError error={access.error} onRetry={() => void access.refetch()} retrying={access.isFetching}>
          {t('recordAccess.loadError')}
        </QueryError>
      )}
      {access.data && (
        <>
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">{t('recordAccess.emergencyTitle')}</h3>
            {access.data.emergencyAccesses.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('recordAccess.noEmergency')}</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {access.data.emergencyAccesses.map((entry) => (
                  <li key={entry.id} className="rounded-lg border border-destructive/40 p-3">
                    <p className="font-medium">
                      {t('recordAccess.emergencyBy', {
                        name: carerName(entry.carer, language),
                        date: when(entry.openedAt),
                      })}
                    </p>
                    <p className="text-muted-foreground">{t('recordAccess.reason', { reason: entry.reason })}</p>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold">{t('recordAccess.openingsTitle')}</h3>
            {access.data.openings.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('recordAccess.noOpenings')}</p>
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {access.data.openings.map((opening) => (
                  <li key={`${opening.carer.id}-${opening.at}`}>
                    {t(opening.emergency ? 'recordAccess.openedInEmergency' : 'recordAccess.opened', {
                      name: carerName(opening.carer, language),
                      date: when(opening.at),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {access.data.carers.length > 0 && (
            <div className="flex flex-col gap-2">
              <h3 className="font-semibold">{t('recordAccess.sharesTitle')}</h3>
              <p className="text-sm text-muted-foreground">{t('recordAccess.sharesIntro')}</p>
              <ul className="flex flex-col gap-2">
                {access.data.carers.map((carer) => {
                  const name = carerName(carer, language);
                  return (
                    <li key={carer.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                      <span>
                        {name}
                        {carer.shared && <span className="text-muted-foreground"> · {t('recordAccess.shared')}</span>}
                      </span>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={share.isPending}
                        onClick={() =>
                          share.mutate(
                            { carerId: carer.id, shared: !carer.shared },
                            { onError: (error) => notifyError(errorMessage(tc, error)) },
                          )
                        }
                        aria-label={t(carer.shared ? 'recordAccess.unshareWith' : 'recordAccess.shareWith', { name })}
                      >
                        {t(carer.shared ? 'recordAccess.unshare' : 'recordAccess.share')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </>
      )}
    </SettingsSection>
  );
}
