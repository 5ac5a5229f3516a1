import type { TranslationOverridesResponse, TTranslationOverrides } from '@sante/shared/translation-schemas';
import { apiRequest } from './api-client';
import { currentLanguage, i18n } from './i18n';

/**
 * The reviewers' translations (`/admin/langues`, ADR 040) applied over the bundled catalogues without a rebuild:
 * loaded after the first render (never with the entry), for the language in use and after each change of
 * language; applied again whenever a bundled catalogue of that namespace arrives after them (a page's chunk),
 * so that a reviewed text always wins. Unreachable: the bundled texts stay, nothing is shown.
 */
const served = new Map<string, TTranslationOverrides>();
const requested = new Set<string>();
let applying = false;

function apply(language: string, ns: string): void {
  const keys = served.get(language)?.[ns];
  if (!keys || applying) return;
  applying = true;
  try {
    i18n.addResources(language, ns, keys);
  } finally {
    applying = false;
  }
}

async function load(language: string): Promise<void> {
  if (requested.has(language)) return;
  requested.add(language);
  try {
    const { overrides } = await apiRequest<TranslationOverridesResponse>(`/translations/${language}`);
    served.set(language, overrides);
    for (const ns of Object.keys(overrides)) apply(language, ns);
  } catch {
    requested.delete(language);
  }
}

let started = false;

/** Once per page (the root layout's effect may run twice in development's strict mode). */
export function startServedTranslations(): void {
  if (started) return;
  started = true;
  i18n.store.on('added', (language: string, ns: string) => apply(language, ns));
  i18n.on('languageChanged', () => void load(currentLanguage()));
  void load(currentLanguage());
}
