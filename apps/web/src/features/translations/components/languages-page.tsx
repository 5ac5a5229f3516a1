import { LANGUAGES, type Language } from '@sante/shared/constants';
import { mayDoAny } from '@sante/shared/staff-permissions';
import { ZTranslationImportRequestSchema, type TTranslationOverrides } from '@sante/shared/translation-schemas';
import { useQuery } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { registerCatalogues } from '../../../lib/register-catalogues';
import frTranslations from '../../../locales/fr/translations.json';
import { useViewer } from '../../auth/hooks/use-viewer';
import { exportTranslations, useImportTranslations, useOverrides } from '../api/admin-translations';
import { completenessOf, namespaceOf, percentOf, type Completeness } from '../lib/catalogue-completeness';
import { loadCatalogues, type LoadedCatalogues } from '../lib/load-catalogues';
import { CatalogueKeys } from './catalogue-keys';

registerCatalogues('translations', {
  fr: frTranslations,
  en: () => import('../../../locales/en/translations.json'),
});

type Figures = { catalogues: Map<string, Completeness>; total: number; present: number };

function figuresOf(loaded: LoadedCatalogues, language: Language, overrides: TTranslationOverrides): Figures {
  const catalogues = new Map<string, Completeness>();
  let total = 0;
  let present = 0;
  for (const [file, source] of loaded.french) {
    const ns = namespaceOf(file);
    const figures = completenessOf(source, loaded.texts[language].get(ns) ?? new Map(), overrides[ns]);
    catalogues.set(file, figures);
    total += figures.total;
    present += figures.present;
  }
  return { catalogues, total, present };
}

/**
 * `/admin/langues` (ADR 040): per language, how much of each French catalogue it translates and which keys read
 * in French; a reviewer (`translations.review`) changes a key in place, exports and imports a language as JSON.
 * The catalogues are fetched by this screen only.
 */
export function LanguagesPage() {
  const { t } = useTranslation('translations');
  const { t: tc } = useTranslation();
  const viewer = useViewer();
  const role = viewer.status === 'ready' ? (viewer.viewer?.role ?? null) : null;
  const reviewer = mayDoAny(role, 'translations.review');
  const catalogues = useQuery({ queryKey: ['admin', 'catalogues'], queryFn: loadCatalogues, staleTime: Infinity });
  const overrides = useOverrides(reviewer);
  const [language, setLanguage] = useState<Language>('en');
  const [file, setFile] = useState('common');

  const loaded = catalogues.data;
  const served = overrides.data;
  const figures = useMemo(() => {
    if (!loaded || !served) return null;
    return Object.fromEntries(LANGUAGES.map((each) => [each, figuresOf(loaded, each, served[each])])) as Record<
      Language,
      Figures
    >;
  }, [loaded, served]);

  const languageName = (each: Language) => tc(`language.names.${each}`).replace(/ \(.*\)$/, '');

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <header className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl leading-tight font-semibold">{t('title')}</h1>
          <p className="max-w-3xl text-sm text-muted-foreground">{t('description')}</p>
        </div>
        {reviewer && <ExportImport language={language} languageName={languageName} />}
      </header>
      {!reviewer && role !== null && <Alert>{t('readOnly')}</Alert>}
      {(catalogues.isPending || overrides.isPending) && <Spinner label={t('loading')} />}
      {(catalogues.isError || overrides.isError) && <Alert variant="destructive">{t('loadError')}</Alert>}
      {figures && catalogues.data && overrides.data && (
        <>
          <section aria-labelledby="languages-heading" className="flex flex-col gap-2">
            <h2 id="languages-heading" className="text-lg font-semibold">
              {t('languages')}
            </h2>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
              {LANGUAGES.map((each) => {
                const { total, present } = figures[each];
                const percent = percentOf({ total, present });
                return (
                  <li key={each}>
                    <button
                      type="button"
                      aria-pressed={each === language}
                      onClick={() => setLanguage(each)}
                      className="flex min-h-11 w-full flex-col gap-1 rounded-xl border bg-card p-3 text-left shadow-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:border-primary aria-pressed:ring-2 aria-pressed:ring-primary"
                    >
                      <span className="font-medium">{languageName(each)}</span>
                      <span className="text-sm text-muted-foreground tabular-nums">
                        {each === 'fr' ? t('source') : t('overall', { present, total, percent })}
                      </span>
                      <Bar percent={percent} />
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
          <div className="grid gap-4 lg:grid-cols-[20rem_1fr] lg:items-start">
            <section aria-labelledby="catalogues-heading" className="flex flex-col gap-2">
              <h2 id="catalogues-heading" className="text-lg font-semibold">
                {t('catalogues')}
              </h2>
              <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto lg:max-h-[32rem] rounded-xl border bg-card p-1 shadow-sm">
                {[...figures[language].catalogues].map(([name, each]) => (
                  <li key={name}>
                    <button
                      type="button"
                      aria-pressed={name === file}
                      onClick={() => setFile(name)}
                      className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-accent aria-pressed:font-semibold"
                    >
                      <span className="truncate">{name}</span>
                      <span className="shrink-0 text-muted-foreground tabular-nums">
                        {t('figures', { ...each, percent: percentOf(each) })}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
            <CatalogueKeys
              key={`${language}/${file}`}
              file={file}
              language={language}
              languageName={languageName(language)}
              source={catalogues.data.french.get(file) ?? {}}
              texts={catalogues.data.texts[language].get(namespaceOf(file)) ?? new Map()}
              overrides={overrides.data[language][namespaceOf(file)] ?? {}}
              missing={figures[language].catalogues.get(file)?.missing ?? []}
              editable={reviewer}
            />
          </div>
        </>
      )}
    </div>
  );
}

function Bar({ percent }: { percent: number }) {
  return (
    <span aria-hidden="true" className="block h-1.5 w-full overflow-hidden rounded-full bg-muted">
      <span className="block h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
    </span>
  );
}

/** Export the language's reviewed translations as a JSON file; import one (as exported) back. */
function ExportImport({ language, languageName }: { language: Language; languageName: (each: Language) => string }) {
  const { t } = useTranslation('translations');
  const importing = useImportTranslations();
  const input = useRef<HTMLInputElement>(null);
  const [badFile, setBadFile] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);

  const download = async () => {
    setExportError(null);
    try {
      const file = await exportTranslations(language);
      const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `traductions-${language}.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      setExportError(failure);
    }
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    setBadFile(false);
    importing.reset();
    if (!chosen) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await chosen.text());
    } catch {
      parsed = null;
    }
    const file = ZTranslationImportRequestSchema.safeParse(parsed);
    if (!file.success) {
      setBadFile(true);
      return;
    }
    importing.mutate(file.data);
  };

  return (
    <div className="flex flex-col gap-2 lg:items-end">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void download()}>
          <Download aria-hidden="true" />
          {t('export')}
        </Button>
        <Button variant="outline" disabled={importing.isPending} onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" />
          {importing.isPending ? t('importing') : t('import')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('import')}
          onChange={(event) => void upload(event)}
        />
      </div>
      {badFile && <Alert variant="destructive">{t('badFile')}</Alert>}
      <FormError error={importing.error ?? exportError} />
      {importing.isSuccess && (
        <Alert variant="success">
          {t('imported', {
            count: importing.data.count,
            language: languageName(importing.data.language),
          })}
        </Alert>
      )}
    </div>
  );
}
