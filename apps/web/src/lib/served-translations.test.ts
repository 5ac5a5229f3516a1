import { afterAll, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from './i18n';
import { loadPageCatalogues, registerCatalogues } from './register-catalogues';
import { startServedTranslations } from './served-translations';

/** A namespace of this test only (workers share modules: no real catalogue is touched). */
const NS = 'servedTranslationsTest' as never;
const text = (key: string): unknown => i18n.getResource('en', 'servedTranslationsTest', key);

afterAll(async () => {
  vi.unstubAllGlobals();
  await setLanguage('fr');
});

it('lays the served texts over the bundled ones, also over a catalogue that arrives after them', async () => {
  const served = { servedTranslationsTest: { 'greeting.reviewed': 'Reviewed hello' } };
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ language: 'en', overrides: served }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  await setLanguage('en');
  startServedTranslations();
  await vi.waitFor(() => expect(text('greeting.reviewed')).toBe('Reviewed hello'));
  expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/translations\/en$/), expect.anything());

  // The page's own English catalogue still loads (the overrides alone made a bundle of its namespace) and the
  // reviewed text stays over the shipped one.
  registerCatalogues(NS, {
    en: () => Promise.resolve({ default: { greeting: { reviewed: 'Shipped hello', other: 'Shipped other' } } }),
  });
  await loadPageCatalogues('en');
  expect(text('greeting.other')).toBe('Shipped other');
  expect(text('greeting.reviewed')).toBe('Reviewed hello');
});
