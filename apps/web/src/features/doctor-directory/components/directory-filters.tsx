import { SERVICE_CITIES } from '@sante/shared/constants';
import { SPECIALTIES } from '@sante/shared/doctor-constants';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { formatFcfa } from '../../../lib/format-money';
import type { DirectoryFilters as Filters } from '../api/doctor-search';

/** Price ceilings offered (XAF): the catalogue's range, from a nurse's act to a specialist at home. */
const PRICE_CEILINGS = [5_000, 10_000, 15_000, 20_000, 25_000] as const;

type DirectoryFiltersProps = {
  filters: Filters;
  onChange: (filters: Filters) => void;
};

/** The directory's criteria, applied as soon as one changes (no submit button to find on a small screen). */
export function DirectoryFilters({ filters, onChange }: DirectoryFiltersProps) {
  const { t } = useTranslation('directory');
  const { t: tCommon } = useTranslation();
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [name]: event.target.value });
  const active = Object.values(filters).some((value) => value !== '');

  return (
    <form
      role="search"
      aria-label={t('filters.legend')}
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
    >
      <FormField id="filter-specialty" label={t('filters.specialty')} className="col-span-2 lg:col-span-1">
        {(control) => (
          <Select {...control} value={filters.specialty} onChange={set('specialty')}>
            <option value="">{t('filters.any')}</option>
            {SPECIALTIES.map((value) => (
              <option key={value} value={value}>
                {tCommon(`specialties.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="filter-city" label={t('filters.city')}>
        {(control) => (
          <Select {...control} value={filters.city} onChange={set('city')}>
            <option value="">{t('filters.any')}</option>
            {SERVICE_CITIES.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="filter-max-price" label={t('filters.maxPrice')}>
        {(control) => (
          <Select {...control} value={filters.maxPrice} onChange={set('maxPrice')}>
            <option value="">{t('filters.anyPrice')}</option>
            {PRICE_CEILINGS.map((amount) => (
              <option key={amount} value={String(amount)}>
                {t('filters.upTo', { amount: formatFcfa(amount) })}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="filter-date" label={t('filters.date')} className="col-span-2 lg:col-span-1">
        {(control) => <Input {...control} type="date" value={filters.date} onChange={set('date')} />}
      </FormField>
      {active && (
        <div className="col-span-2 lg:col-span-4">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange({ specialty: '', city: '', maxPrice: '', date: '' })}
          >
            {t('filters.reset')}
          </Button>
        </div>
      )}
    </form>
  );
}
