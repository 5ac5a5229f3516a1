import { SERVICE_CITIES } from '@sante/shared/constants';
import { CARER_ADMIN_STATUSES, PROFESSIONS, SPECIALTIES } from '@sante/shared/doctor-constants';
import type { AdminCarer } from '@sante/shared/carer-schemas';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import '../../doctors/components/register-doctor-profile-catalogues';
import { ADMIN_CARERS_LIMIT, useAdminCarers, type CarerFilters } from '../api/admin-carers';
import { CarerStatusBadge } from './carer-status-badge';
import './register-carers-catalogues';

function useCarerFilterParams() {
  const [params, setParams] = useSearchParams();
  const pick = (values: readonly string[], name: string) => values.find((value) => value === params.get(name)) ?? '';
  const filters: CarerFilters = {
    q: params.get('q') ?? '',
    profession: pick(PROFESSIONS, 'profession'),
    specialty: pick(SPECIALTIES, 'specialty'),
    city: pick(SERVICE_CITIES, 'city'),
    status: pick(CARER_ADMIN_STATUSES, 'status'),
  };
  const setFilter = (name: keyof CarerFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return { filters, setFilter, reset: () => setParams(new URLSearchParams(), { replace: true }) };
}

/**
 * `/admin/medecins`: every doctor and nurse with their status (to verify first), searched by name, phone, e-mail or
 * Ordre number and filtered by profession, specialty, city and status; « Ajouter un soignant » (ADR 032).
 */
export function AdminCarersPage() {
  const { t } = useTranslation('carers');
  const { t: tp } = useTranslation('doctorProfile');
  const { t: tc } = useTranslation();
  const { filters, setFilter, reset } = useCarerFilterParams();
  const carers = useAdminCarers(filters);
  const selects = [
    { name: 'profession', values: PROFESSIONS, label: (v: string) => tp(`professions.${v as 'medecin'}`) },
    { name: 'specialty', values: SPECIALTIES, label: (v: string) => tc(`specialties.${v as 'pediatrie'}`) },
    { name: 'city', values: SERVICE_CITIES, label: (v: string) => v },
    { name: 'status', values: CARER_ADMIN_STATUSES, label: (v: string) => t(`statuses.${v as 'active'}`) },
  ] as const;
  const profession = (carer: AdminCarer) =>
    carer.profession ? tp(`professions.${carer.profession}`) : t('list.profileMissing');
  const notes = (carer: AdminCarer) => (
    <span className="flex flex-wrap items-center gap-1">
      <CarerStatusBadge status={carer.status} />
      {!carer.passwordSet && carer.status !== 'deleted' && (
        <span className="text-xs text-muted-foreground">{t('list.invitationOpen')}</span>
      )}
    </span>
  );
  const open = (carer: AdminCarer) => (
    <Button asChild size="sm" variant="outline">
      <Link
        to={`/admin/medecins/edit/${carer.id}`}
        aria-label={`${t('list.edit')} ${carer.firstName} ${carer.lastName}`}
      >
        {t('list.edit')}
      </Link>
    </Button>
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl leading-tight font-semibold">{t('list.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('list.description')}</p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to="/admin/medecins/create">
            <UserPlus aria-hidden="true" />
            {t('list.add')}
          </Link>
        </Button>
      </header>
      <fieldset className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <legend className="px-1 text-sm font-medium">{t('list.search')}</legend>
        <FormField id="carer-filter-q" label={t('list.search')} className="sm:col-span-2 lg:col-span-1">
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder={t('list.searchPlaceholder')}
              value={filters.q}
              onChange={(event) => setFilter('q', event.target.value)}
            />
          )}
        </FormField>
        {selects.map((filter) => (
          <FormField key={filter.name} id={`carer-filter-${filter.name}`} label={t(`list.${filter.name}`)}>
            {(control) => (
              <Select
                {...control}
                value={filters[filter.name]}
                onChange={(event) => setFilter(filter.name, event.target.value)}
              >
                <option value="">{t('list.all')}</option>
                {filter.values.map((value) => (
                  <option key={value} value={value}>
                    {filter.label(value)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        ))}
        <Button variant="ghost" onClick={reset} disabled={!Object.values(filters).some(Boolean)}>
          {t('list.reset')}
        </Button>
      </fieldset>

      {carers.isPending && <Spinner label={tc('common.loading')} />}
      {carers.isError && <Alert variant="destructive">{t('edit.loadError')}</Alert>}
      {carers.isSuccess && carers.data.carers.length === 0 && <Alert>{t('list.empty')}</Alert>}
      {carers.isSuccess && carers.data.carers.length > 0 && (
        <>
          <p className="text-sm text-muted-foreground">
            {t('list.total', { count: carers.data.total })}
            {carers.data.total > ADMIN_CARERS_LIMIT && ` — ${t('list.limitNote', { count: ADMIN_CARERS_LIMIT })}`}
          </p>
          <div className="hidden overflow-x-auto rounded-xl border bg-card lg:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('list.caption')}</caption>
              <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
                <tr>
                  {(['name', 'profession', 'licence', 'city', 'contact', 'status', 'actions'] as const).map(
                    (column) => (
                      <th key={column} scope="col" className="px-3 py-2 font-medium">
                        {t(`list.${column}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {carers.data.carers.map((carer) => (
                  <tr key={carer.id} className="border-b align-top last:border-0">
                    <td className="px-3 py-3 font-medium">
                      {carer.firstName} {carer.lastName}
                    </td>
                    <td className="px-3 py-3">
                      <span className="block">{profession(carer)}</span>
                      {carer.specialty && (
                        <span className="text-xs text-muted-foreground">{tc(`specialties.${carer.specialty}`)}</span>
                      )}
                    </td>
                    <td className="px-3 py-3 font-mono text-xs">{carer.licenceNumber ?? '—'}</td>
                    <td className="px-3 py-3">{carer.city ?? '—'}</td>
                    <td className="px-3 py-3">
                      <span className="block whitespace-nowrap">{carer.phone ?? '—'}</span>
                      <span className="text-xs break-all text-muted-foreground">{carer.email}</span>
                    </td>
                    <td className="px-3 py-3">{notes(carer)}</td>
                    <td className="px-3 py-3">{open(carer)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 lg:hidden">
            {carers.data.carers.map((carer) => (
              <li key={carer.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="font-semibold">
                      {carer.firstName} {carer.lastName}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {profession(carer)}
                      {carer.specialty && ` · ${tc(`specialties.${carer.specialty}`)}`}
                    </p>
                  </div>
                  {notes(carer)}
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">{t('list.licence')}</dt>
                  <dd className="font-mono text-xs">{carer.licenceNumber ?? '—'}</dd>
                  <dt className="text-muted-foreground">{t('list.city')}</dt>
                  <dd>{carer.city ?? '—'}</dd>
                  <dt className="text-muted-foreground">{t('list.contact')}</dt>
                  <dd className="break-all">
                    {carer.phone ?? '—'}
                    {carer.email && <span className="block text-muted-foreground">{carer.email}</span>}
                  </dd>
                </dl>
                {open(carer)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
