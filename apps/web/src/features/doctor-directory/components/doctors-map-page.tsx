import { SERVICE_CITIES } from '@sante/shared/constants';
import { SPECIALTIES } from '@sante/shared/doctor-constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/directory.json';
import { DIRECTORY_PAGE_SIZE, useDoctorSearch, type DirectoryFilters as Filters } from '../api/doctor-search';
import { DirectoryFilters } from './directory-filters';
import { useCarerName } from '../../../lib/use-carer-name';
import { DoctorResultCard, usePriceLabel } from './doctor-result-card';
import { DoctorsMap } from './doctors-map';

registerCatalogues('directory', { fr, en: () => import('../../../locales/en/directory.json') });

const oneOf = (values: readonly string[], value: string | null) => (value && values.includes(value) ? value : '');

/** The criteria are in the address (shareable, kept by the back button); anything malformed is ignored. */
function filtersFrom(params: URLSearchParams): Filters {
  const maxPrice = params.get('maxPrice') ?? '';
  const date = params.get('date') ?? '';
  return {
    specialty: oneOf(SPECIALTIES, params.get('specialty')),
    city: oneOf(SERVICE_CITIES, params.get('city')),
    maxPrice: /^\d{1,7}$/.test(maxPrice) ? maxPrice : '',
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '',
  };
}

/** `/medecins-map`: the public directory of doctors and nurses, as a list and on an OpenStreetMap map. */
export function DoctorsMapPage() {
  const { t } = useTranslation('directory');
  const { t: tCommon } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const search = useDoctorSearch(filters);
  const nameOf = useCarerName();
  const priceLabel = usePriceLabel();
  const doctors = search.data?.doctors;

  const markers = useMemo(
    () =>
      (doctors ?? []).map((doctor) => ({
        id: doctor.id,
        latitude: doctor.latitude,
        longitude: doctor.longitude,
        title: nameOf(doctor),
        detail: [tCommon(`specialties.${doctor.specialty}`), doctor.price ? priceLabel(doctor.price) : null]
          .filter(Boolean)
          .join(' · '),
      })),
    // nameOf and priceLabel are rebuilt each render; their output only changes with the language, like tCommon.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [doctors, tCommon],
  );

  const change = (next: Filters) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')), { replace: true });

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl leading-tight font-semibold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </header>

      <DirectoryFilters filters={filters} onChange={change} />

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="results-heading" aria-busy={search.isFetching} className="flex flex-col gap-3">
          <h2 id="results-heading" className="sr-only">
            {t('results.heading')}
          </h2>
          {search.isPending && <Spinner label={t('results.loading')} />}
          {search.isError && (
            <Alert variant="destructive" className="flex flex-col items-start gap-2">
              <span>{t('results.loadError')}</span>
              <Button variant="outline" size="sm" onClick={() => void search.refetch()}>
                {t('results.retry')}
              </Button>
            </Alert>
          )}
          {search.data && (
            <>
              <p
                aria-live="polite"
                className={
                  search.data.total === 0
                    ? 'rounded-lg border border-dashed border-border p-6 text-center'
                    : 'text-sm text-muted-foreground'
                }
              >
                {search.data.total === 0 ? t('results.empty') : t('results.count', { count: search.data.total })}
              </p>
              {search.data.total > DIRECTORY_PAGE_SIZE && (
                <p className="text-sm text-muted-foreground">{t('results.more', { shown: DIRECTORY_PAGE_SIZE })}</p>
              )}
              <ul className="flex flex-col gap-3">
                {search.data.doctors.map((doctor) => (
                  <li key={doctor.id}>
                    <DoctorResultCard doctor={doctor} />
                  </li>
                ))}
              </ul>
              {search.data.doctors.length > 0 && search.data.doctors.every((d) => d.distanceKm === null) && (
                <p className="text-sm text-muted-foreground">{t('results.distanceHint')}</p>
              )}
            </>
          )}
        </section>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <DoctorsMap markers={markers} />
        </div>
      </div>
    </div>
  );
}
