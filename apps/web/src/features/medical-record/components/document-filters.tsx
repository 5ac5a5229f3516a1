import { MEDICAL_DOCUMENT_KINDS, type MedicalDocumentKind } from '@sante/shared/medical-record-constants';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';

export type DocumentFilterValues = { q: string; kind: MedicalDocumentKind | ''; from: string; to: string };

export const NO_DOCUMENT_FILTERS: DocumentFilterValues = { q: '', kind: '', from: '', to: '' };

type DocumentFiltersProps = { value: DocumentFilterValues; onChange: (value: DocumentFilterValues) => void };

/** Search on title and category, kind, date range: the server filters (`GET /api/records/documents?q&kind&from&to`). */
export function DocumentFilters({ value, onChange }: DocumentFiltersProps) {
  const { t } = useTranslation('record');
  const set = (patch: Partial<DocumentFilterValues>) => onChange({ ...value, ...patch });
  const active = value.q !== '' || value.kind !== '' || value.from !== '' || value.to !== '';
  return (
    <div
      role="search"
      aria-label={t('documents.filters.legend')}
      className="flex flex-col gap-3 rounded-xl border bg-card p-3"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="document-search">{t('documents.filters.search')}</Label>
        <div className="relative">
          <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted-foreground" />
          <Input
            id="document-search"
            type="search"
            className="pl-9"
            maxLength={80}
            placeholder={t('documents.filters.searchPlaceholder')}
            value={value.q}
            onChange={(event) => set({ q: event.target.value })}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
          <Label htmlFor="document-kind-filter">{t('documents.filters.kind')}</Label>
          <Select
            id="document-kind-filter"
            value={value.kind}
            onChange={(event) => set({ kind: event.target.value as DocumentFilterValues['kind'] })}
          >
            <option value="">{t('documents.filters.allKinds')}</option>
            {MEDICAL_DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`documentKinds.${kind}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="document-from">{t('documents.filters.from')}</Label>
          <Input
            id="document-from"
            type="date"
            max={value.to || undefined}
            value={value.from}
            onChange={(event) => set({ from: event.target.value })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="document-to">{t('documents.filters.to')}</Label>
          <Input
            id="document-to"
            type="date"
            min={value.from || undefined}
            value={value.to}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
      </div>
      {active && (
        <Button variant="link" size="sm" className="w-fit" onClick={() => onChange(NO_DOCUMENT_FILTERS)}>
          {t('documents.filters.clear')}
        </Button>
      )}
    </div>
  );
}
