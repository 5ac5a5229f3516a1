import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import en from '../../../locales/en/dashboard.json';
import fr from '../../../locales/fr/dashboard.json';
import { registerCatalogues } from '../../../lib/register-catalogues';

registerCatalogues('dashboard', { fr, en });

const CONSULTATION_TYPES = ['home', 'cabinet', 'video'] as const;
const CONSULTATION_STATUSES = ['upcoming', 'completed', 'cancelled'] as const;

type Filter = 'type' | 'status';

/**
 * `/patient/consultations`: the history of the patient's consultations, filtered by type and status (kept in
 * the address, so a filtered list can be shared or reloaded). No booking exists yet: the list is empty.
 */
export function ConsultationsPage() {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const filters = {
    type: CONSULTATION_TYPES.find((value) => value === params.get('type')) ?? '',
    status: CONSULTATION_STATUSES.find((value) => value === params.get('status')) ?? '',
  };
  const setFilter = (name: Filter, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('consultations.title')}</h1>
        <p className="text-muted-foreground">{t('consultations.description')}</p>
      </header>
      <fieldset className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">{t('consultations.filters.legend')}</legend>
        <FormField id="consultation-type" label={t('consultations.filters.type')}>
          {(control) => (
            <Select {...control} value={filters.type} onChange={(event) => setFilter('type', event.target.value)}>
              <option value="">{t('consultations.filters.all')}</option>
              {CONSULTATION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`consultations.filters.types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="consultation-status" label={t('consultations.filters.status')}>
          {(control) => (
            <Select {...control} value={filters.status} onChange={(event) => setFilter('status', event.target.value)}>
              <option value="">{t('consultations.filters.all')}</option>
              {CONSULTATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`consultations.filters.statuses.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </fieldset>
      <Card>
        <CardContent className="flex flex-col items-center gap-3 text-center">
          <ClipboardList aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{t('consultations.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('consultations.emptyHint')}</p>
          <Link to="/appointment-type" className={buttonVariants()}>
            {t('consultations.book')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
