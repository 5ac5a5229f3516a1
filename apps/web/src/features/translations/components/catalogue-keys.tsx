import type { Language } from '@sante/shared/constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useSaveTranslation } from '../api/admin-translations';
import { flattenCatalogue, namespaceOf, type Catalogue } from '../lib/catalogue-completeness';

/** At most this many keys are drawn at once (the `common` catalogue has hundreds): the search narrows them. */
const SHOWN = 60;

type CatalogueKeysProps = {
  file: string;
  language: Language;
  languageName: string;
  source: Catalogue;
  texts: ReadonlyMap<string, string | null>;
  overrides: Readonly<Record<string, string>>;
  missing: readonly string[];
  editable: boolean;
};

/** One catalogue in one language: its keys (the missing ones first shown), French text, translation, review. */
export function CatalogueKeys(props: CatalogueKeysProps) {
  const { file, language, languageName, source, missing, editable } = props;
  const { t } = useTranslation('translations');
  const [missingOnly, setMissingOnly] = useState(language !== 'fr' && missing.length > 0);
  const [search, setSearch] = useState('');
  const french = useMemo(() => flattenCatalogue(source), [source]);
  const missingSet = useMemo(() => new Set(missing), [missing]);
  // The keys missing when the catalogue was opened: one translated just now stays in the list, reviewed.
  const [listed] = useState(() => new Set(missing));

  const needle = search.trim().toLowerCase();
  const keys = [...french.keys()].filter(
    (key) =>
      (!missingOnly || listed.has(key)) &&
      (needle === '' ||
        key.toLowerCase().includes(needle) ||
        (french.get(key) ?? '').toLowerCase().includes(needle) ||
        (props.overrides[key] ?? props.texts.get(key) ?? '').toLowerCase().includes(needle)),
  );
  const headingId = `catalogue-${file}`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('catalogueTitle', { catalogue: file, language: languageName })}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Input
          type="search"
          aria-label={t('search')}
          placeholder={t('search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="sm:max-w-sm"
        />
        {language !== 'fr' && (
          <div className="flex min-h-11 items-center gap-2">
            <Checkbox
              id={`${headingId}-missing`}
              checked={missingOnly}
              onChange={(event) => setMissingOnly(event.target.checked)}
            />
            <Label htmlFor={`${headingId}-missing`}>{t('missingOnly')}</Label>
          </div>
        )}
      </div>
      {language !== 'fr' && missing.length === 0 && <Alert variant="success">{t('complete')}</Alert>}
      {keys.length === 0 && missing.length > 0 && <p className="text-sm text-muted-foreground">{t('noKeys')}</p>}
      <ul className="flex flex-col divide-y">
        {keys.slice(0, SHOWN).map((key) => (
          <KeyRow
            key={key}
            {...props}
            textKey={key}
            french={french.get(key) ?? null}
            isMissing={missingSet.has(key)}
            editable={editable && french.get(key) !== null}
          />
        ))}
      </ul>
      {keys.length > SHOWN && (
        <p className="text-sm text-muted-foreground">{t('more', { count: keys.length - SHOWN })}</p>
      )}
    </section>
  );
}

type KeyRowProps = CatalogueKeysProps & { textKey: string; french: string | null; isMissing: boolean };

function KeyRow({ file, language, languageName, texts, overrides, textKey, french, isMissing, editable }: KeyRowProps) {
  const { t } = useTranslation('translations');
  const save = useSaveTranslation();
  const override = overrides[textKey];
  const bundled = texts.get(textKey);
  const [draft, setDraft] = useState<string | null>(null);
  const fieldId = `text-${file}-${textKey}`.replace(/[^A-Za-z0-9_-]/g, '-');

  const submit = () => {
    if (draft === null) return;
    save.mutate(
      { language, namespace: namespaceOf(file), key: textKey, value: draft },
      { onSuccess: () => setDraft(null) },
    );
  };

  return (
    <li className="flex flex-col gap-2 py-3" data-key={textKey}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <code className="text-sm font-medium break-all">{textKey}</code>
        {isMissing && (
          <span className="rounded-full bg-notice px-2 py-0.5 text-xs font-medium text-notice-foreground">
            {t('missing')}
          </span>
        )}
      </div>
      <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        {language !== 'fr' && (
          <>
            <dt className="text-muted-foreground">{t('french')}</dt>
            <dd className="break-words">{french ?? t('list')}</dd>
          </>
        )}
        {typeof bundled === 'string' && (
          <>
            <dt className="text-muted-foreground">{t('bundled')}</dt>
            <dd className="break-words">{bundled}</dd>
          </>
        )}
        {override !== undefined && (
          <>
            <dt className="text-muted-foreground">{t('override')}</dt>
            <dd className="font-medium break-words">{override}</dd>
          </>
        )}
      </dl>
      {editable && draft === null && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => setDraft(override ?? (typeof bundled === 'string' ? bundled : ''))}
          aria-label={`${t('edit')} ${textKey}`}
        >
          {t('edit')}
        </Button>
      )}
      {editable && draft !== null && (
        <form
          noValidate
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Label htmlFor={fieldId}>{t('editLabel', { language: languageName, key: textKey })}</Label>
          <Textarea id={fieldId} value={draft} rows={2} onChange={(event) => setDraft(event.target.value)} />
          <FormError error={save.error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? t('saving') : t('save')}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setDraft(null)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
