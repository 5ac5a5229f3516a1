import 'i18next';
import type fr from '../locales/fr/common.json';
import type faq from '../locales/fr/faq.json';
import type privacy from '../locales/fr/privacy.json';
import type terms from '../locales/fr/terms.json';
import type userManual from '../locales/fr/user-manual.json';

/**
 * French is the source catalogue: `t()` only accepts its keys. `common` is bundled with the entry; the other
 * namespaces travel with their page's chunk (`features/info-pages/lib/register-catalogues.ts`).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof fr;
      faq: typeof faq;
      terms: typeof terms;
      privacy: typeof privacy;
      userManual: typeof userManual;
    };
  }
}
