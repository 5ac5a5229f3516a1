import type { CatalogueService } from '@sante/shared/catalogue-constants';
import { mayAct } from '@sante/shared/staff-permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatFcfa } from '../../../lib/format-money';
import { errorMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/catalogue.json';
import { useSession } from '../../auth/api/session';
import { useAdminServices, useSaveService } from '../api/admin-services';
import { ServiceForm } from './service-form';

registerCatalogues('catalogue', { fr, en: () => import('../../../locales/en/catalogue.json') });

/**
 * `/admin/configuration`: the catalogue of services (prices in FCFA, durations), created, edited, (de)activated
 * by admin and super_admin; the other staff read it (docs/permissions.md).
 */
export function ServiceCataloguePage() {
  const { t } = useTranslation('catalogue');
  const { t: tc, i18n } = useTranslation();
  const services = useAdminServices();
  const save = useSaveService();
  const [editing, setEditing] = useState<CatalogueService | 'new' | null>(null);
  /** The service's own name in the interface language (French unless English is chosen). */
  const name = (service: CatalogueService) => (i18n.language.startsWith('en') ? service.nameEn : service.nameFr);
  const canManage = mayAct(useSession().data?.user.role ?? null, 'catalogue.manage', 'catalogue');

  const toggle = (service: CatalogueService) => {
    const { id, ...input } = service;
    save.mutate(
      { id, input: { ...input, active: !service.active } },
      {
        onSuccess: (saved) => notifySuccess(t(saved.active ? 'activated' : 'deactivated', { name: name(saved) })),
        onError: (error) => notifyError(errorMessage(tc, error)),
      },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      <section className="flex flex-col gap-3" aria-labelledby="catalogue-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="catalogue-title" className="text-lg font-semibold">
            {t('catalogueTitle')}
          </h2>
          {canManage && editing === null && <Button onClick={() => setEditing('new')}>{t('add')}</Button>}
        </div>
        {editing !== null && (
          <ServiceForm
            key={editing === 'new' ? 'new' : editing.id}
            service={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
        {services.isPending && <Spinner label={t('loading')} />}
        {services.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
        <ul className="flex flex-col gap-2" aria-label={t('caption')}>
          {services.data?.map((service) => (
            <li
              key={service.id}
              className={cn(
                'flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-3',
                !service.active && 'opacity-70',
              )}
            >
              <div className="min-w-0">
                <p className="font-medium">{name(service)}</p>
                <p className="text-sm text-muted-foreground">
                  {t(`kinds.${service.kind}`)} · {t('minutes', { count: service.durationMinutes })}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold tabular-nums">{formatFcfa(service.priceXaf)}</span>
                <span
                  className={cn(
                    'rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
                    service.active ? 'border-success/50 text-success' : 'text-muted-foreground',
                  )}
                >
                  {service.active ? t('active') : t('inactive')}
                </span>
                {canManage && (
                  <>
                    <Button size="sm" variant="outline" onClick={() => setEditing(service)}>
                      {t('edit')}
                    </Button>
                    <Button size="sm" variant="ghost" disabled={save.isPending} onClick={() => toggle(service)}>
                      {service.active ? t('deactivate') : t('activate')}
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
