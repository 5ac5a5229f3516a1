import { HEALTH_ENTRY_KINDS } from '@sante/shared/medical-record-constants';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useHealthEntries } from '../api/health-entries';

const SHOWN_PER_KIND = 3;

/** A short read-only summary of the record's allergies, conditions and treatments, with the way to manage them. */
export function HealthSummary() {
  const { t } = useTranslation('profile');
  const entries = useHealthEntries();
  return (
    <div className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-4">
      <h3 className="font-semibold">{t('health.summaryTitle')}</h3>
      {entries.isPending && <Spinner label={t('common.loading', { ns: 'common' })} />}
      {entries.isError && <p className="text-sm text-muted-foreground">{t('health.unavailable')}</p>}
      {entries.isSuccess && (
        <dl className="grid gap-3 sm:grid-cols-3">
          {HEALTH_ENTRY_KINDS.map((kind) => {
            const labels = entries.data.filter((entry) => entry.kind === kind).map((entry) => entry.label);
            return (
              <div key={kind} className="flex flex-col gap-1">
                <dt className="text-sm font-medium">{t(`health.kinds.${kind}`)}</dt>
                <dd className="text-sm text-muted-foreground">
                  {labels.length === 0
                    ? t('health.none')
                    : [
                        labels.slice(0, SHOWN_PER_KIND).join(', '),
                        labels.length > SHOWN_PER_KIND
                          ? t('health.more', { count: labels.length - SHOWN_PER_KIND })
                          : '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      <TextLink to="/patient/dossier" className="w-fit text-sm">
        {t('health.manage')}
      </TextLink>
    </div>
  );
}
