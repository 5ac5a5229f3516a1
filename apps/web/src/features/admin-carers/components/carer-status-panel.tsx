import type { AdminCarerDetail } from '@sante/shared/carer-schemas';
import { CARER_TRANSITIONS } from '@sante/shared/doctor-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { notifySuccess } from '../../../lib/notify';
import { registerCatalogues } from '../../../lib/register-catalogues';
import frPlanning from '../../../locales/fr/planning.json';
import { ActionDialog } from '../../planning/components/action-dialog';
import { useChangeCarerStatus } from '../api/admin-carers';
import { CarerStatusBadge } from './carer-status-badge';
import { CarerSuspensionSummary } from './carer-suspension-summary';
import { SuspensionFields, useSuspensionFields } from './suspension-fields';

registerCatalogues('planning', { fr: frPlanning, en: () => import('../../../locales/en/planning.json') });

type Target = 'active' | 'suspended' | 'deleted';

/** The carer's status, what it means, and the changes `CARER_TRANSITIONS` allows, each confirmed. */
export function CarerStatusPanel({ carer }: { carer: AdminCarerDetail }) {
  const { t } = useTranslation('carers');
  const change = useChangeCarerStatus(carer.id);
  const [confirming, setConfirming] = useState<Target | null>(null);
  const suspension = useSuspensionFields();
  const name = `${carer.firstName} ${carer.lastName}`;
  const targets = CARER_TRANSITIONS[carer.status].filter(
    (status): status is Target => status !== 'pending_verification',
  );
  const label = (target: Target) =>
    target === 'active' && carer.status === 'suspended' ? t('status.reactivate') : t(`status.actions.${target}`);

  return (
    <section aria-labelledby="carer-status-title" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="carer-status-title" className="text-lg font-semibold">
          {t('status.title')}
        </h2>
        <CarerStatusBadge status={carer.status} />
      </div>
      <p className="text-sm text-muted-foreground">{t(`status.explain.${carer.status}`)}</p>
      {carer.suspension && <CarerSuspensionSummary suspension={carer.suspension} />}
      {carer.upcomingBookings > 0 && carer.status !== 'pending_verification' && (
        <Alert>{t('status.upcoming', { count: carer.upcomingBookings })}</Alert>
      )}
      {!carer.hasProfile && <Alert>{t('status.noProfile')}</Alert>}
      {targets.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {targets.map((target) => (
            <Button
              key={target}
              variant={target === 'active' ? 'default' : target === 'deleted' ? 'destructive' : 'outline'}
              disabled={change.isPending || (target === 'active' && !carer.hasProfile)}
              onClick={() => setConfirming(target)}
            >
              {label(target)}
            </Button>
          ))}
        </div>
      )}
      <FormError error={change.error} />
      {confirming && (
        <ActionDialog
          open
          title={label(confirming)}
          description={t(`status.confirm.${confirming}`, { name })}
          confirmLabel={label(confirming)}
          destructive={confirming !== 'active'}
          pending={change.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            const reason = confirming === 'suspended' ? suspension.validated() : undefined;
            if (reason === null) return;
            change.mutate(
              { status: confirming, suspension: reason },
              {
                onSuccess: (updated) => notifySuccess(t('status.done', { status: t(`statuses.${updated.status}`) })),
                onSettled: () => setConfirming(null),
              },
            );
          }}
        >
          {confirming === 'suspended' && <SuspensionFields fields={suspension} />}
        </ActionDialog>
      )}
    </section>
  );
}
