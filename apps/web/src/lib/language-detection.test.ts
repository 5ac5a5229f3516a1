import { UI } from '@sante/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** i18n.ts detects the language when it is first imported: each case imports a fresh copy. */
async function startWith(browserLanguages: readonly string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(browserLanguages[0] ?? '');
  vi.resetModules();
  const { i18n, i18nReady } = await import('./i18n');
  await i18nReady;
  return i18n;
}

describe('language of a visit', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('is the one kept on the device first', async () => {
    localStorage.setItem(UI.languageStorageKey, 'ha');
    const i18n = await startWith(['en-US', 'en']);
    expect(i18n.resolvedLanguage).toBe('ha');
    expect(document.documentElement.lang).toBe('ha');
  });

  it('is else the first browser language the app speaks, kept on the device', async () => {
    const i18n = await startWith(['de-DE', 'en-GB', 'fr']);
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('notFound.title')).toBe('Page not found');
    expect(localStorage.getItem(UI.languageStorageKey)).toMatch(/^en/);
  });

  it('is French when the browser speaks none of them, and French is kept too', async () => {
    const i18n = await startWith(['de-DE', 'es']);
    expect(i18n.resolvedLanguage).toBe('fr');
    expect(localStorage.getItem(UI.languageStorageKey)).toMatch(/^fr/);
  });

  it('ignores a stored value the app does not speak', async () => {
    localStorage.setItem(UI.languageStorageKey, 'xx');
    const i18n = await startWith(['ff-SN']);
    expect(i18n.resolvedLanguage).toBe('ff');
  });
});
