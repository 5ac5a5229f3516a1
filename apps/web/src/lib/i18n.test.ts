import type { ErrorCode } from '@sante/shared/error-codes';
import { ERROR_CODES } from '@sante/shared/error-codes';
import { beforeAll, describe, expect, it } from 'vitest';
import schemasSource from '../../../../packages/shared/src/auth-schemas.ts?raw';
import en from '../locales/en/common.json';
import enMessages from '../locales/en/messages.json';
import ewo from '../locales/ewo/common.json';
import ff from '../locales/ff/common.json';
import fr from '../locales/fr/common.json';
import frAdminRoutes from '../locales/fr/admin-routes.json';
import frDoctorRoutes from '../locales/fr/doctor-routes.json';
import frMessages from '../locales/fr/messages.json';
import ha from '../locales/ha/common.json';
import { ApiError } from './api-client';
import i18nSource from './i18n.ts?raw';
import { errorMessage, i18n, loadLanguage, loadMessageTexts, translateKey } from './i18n';

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

/** `common` as i18next holds it once the error and validation texts and the spaces' route titles are downloaded. */
const french = { ...flatten(fr), ...flatten(frMessages), ...flatten(frDoctorRoutes), ...flatten(frAdminRoutes) };
const english = { ...flatten(en), ...flatten(enMessages) };

describe('catalogues', () => {
  it('English translates every French key, and nothing else', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(french).sort());
  });

  it('Hausa, Fulfulde and Ewondo translate a subset (the rest falls back to French)', () => {
    for (const partial of [ha, ff, ewo]) {
      for (const key of Object.keys(flatten(partial))) expect(french).toHaveProperty([key]);
    }
  });

  it('has one French message per API error code', () => {
    for (const code of ERROR_CODES) expect(french[`errors.${code}`], code).toBeTruthy();
  });

  it('has a French message for every validation key of the shared schemas', () => {
    const keys = new Set(schemasSource.match(/validation\.\w+/g));
    expect(keys.size).toBeGreaterThan(5);
    for (const key of keys) expect(french[key], key).toBeTruthy();
  });

  it('says the texts of the specification in French', () => {
    const texts = Object.values(french);
    for (const text of [
      'Chargement...',
      'Vérification de la session...',
      'Page non trouvée',
      "La page que vous recherchez n'existe pas ou a été déplacée.",
      "Retour à l'accueil",
      'Mode démonstration',
      'Les mots de passe ne correspondent pas',
      'Tous les champs sont obligatoires',
      'Adresse e-mail invalide',
      'Numéro de téléphone invalide',
      'Mot de passe trop court',
      'Veuillez sélectionner une option',
      'Veuillez saisir une valeur',
      'Ce champ ne peut pas être vide',
      'Champ obligatoire',
      'Connexion réussie',
      'Inscription réussie',
      'Modifications enregistrées avec succès',
      'Vous devez fournir une adresse e-mail ou un numéro de téléphone et un mot de passe',
      'Identifiant ou mot de passe incorrect',
      'Erreur de connexion',
      "Erreur d'inscription",
      "Une erreur s'est produite",
      'Trop de tentatives. Réessayez dans {{seconds}} secondes.',
    ]) {
      expect(texts, text).toContain(text);
    }
    for (const reason of ['tooCommon', 'containsPhone', 'containsName', 'tooShort', 'tooLong']) {
      expect(french[`password.${reason}`], reason).toBeTruthy();
    }
  });
});

describe('translated errors', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('fr');
  });

  it('downloads the error and validation texts when first needed, not with the entry', async () => {
    // The entry holds the common texts; the messages come by a dynamic import (the test files share one module
    // graph, so whether another file already loaded them says nothing: the source does).
    expect(i18n.exists('errors.network')).toBe(true);
    expect(i18nSource).not.toMatch(/^import (?!type)[^;]*messages\.json/m);
    expect(i18nSource).toContain("import('../locales/fr/messages.json')");
    await loadMessageTexts();
    expect(i18n.exists('errors.rate_limited')).toBe(true);
    expect(i18n.t('validation.invalidPhone')).toBe('Numéro de téléphone invalide');
  });

  it('shows the French message of a known code, with the retry delay', () => {
    const t = i18n.t;
    expect(errorMessage(t, new ApiError({ status: 400, code: 'missing_credentials' }))).toBe(
      'Vous devez fournir une adresse e-mail ou un numéro de téléphone et un mot de passe',
    );
    expect(errorMessage(t, new ApiError({ status: 429, code: 'rate_limited', retryAfter: 42 }))).toBe(
      'Trop de tentatives. Réessayez dans 42 secondes.',
    );
  });

  it('shows a generic message (or the context fallback) for anything unknown', () => {
    const t = i18n.t;
    expect(errorMessage(t, new ApiError({ status: 500, code: null }))).toBe("Une erreur s'est produite");
    expect(errorMessage(t, new ApiError({ status: 500, code: null }), 'errors.signIn')).toBe('Erreur de connexion');
    expect(errorMessage(t, new Error('boom'))).toBe("Une erreur s'est produite");
    // A code of a newer server, which this build has no text for.
    const unknown = new ApiError({ status: 409, code: 'mystery_code' as ErrorCode });
    expect(errorMessage(t, unknown)).toBe("Une erreur s'est produite");
    expect(errorMessage(t, unknown, 'errors.signIn')).toBe('Erreur de connexion');
  });

  it('translates server field keys and never shows an unknown one', () => {
    expect(translateKey(i18n.t, 'password.tooCommon')).toBe('Ce mot de passe fait partie des plus courants');
    expect(translateKey(i18n.t, 'Some raw server text')).toBe("Une erreur s'est produite");
  });

  it('follows the language on <html lang> and falls back to French', async () => {
    await loadLanguage('en');
    await loadLanguage('ewo');
    await i18n.changeLanguage('en-US');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('notFound.title')).toBe('Page not found');
    await i18n.changeLanguage('ewo');
    expect(document.documentElement.lang).toBe('ewo');
    expect(i18n.t('notFound.title')).toBe('Page non trouvée');
    await i18n.changeLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it("still downloads a language's catalogue when a reviewed text of that language arrived first", async () => {
    // A reviewer saves a Fulfulde key on /admin/langues (or the served overrides arrive) before the app ever
    // switched to Fulfulde: the catalogue must not be taken as loaded because a bundle now exists.
    i18n.addResources('ff', 'common', { 'notFound.title': 'Hello ff' });
    await loadLanguage('ff');
    await i18n.changeLanguage('ff');
    expect(i18n.t('language.label')).toBe(ff.language.label);
    expect(i18n.t('notFound.title')).toBe('Hello ff');
    await i18n.changeLanguage('fr');
  });
});
