import 'i18next';
import type fr from '../locales/fr/common.json';

/** French is the source catalogue: `t()` only accepts its keys. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof fr };
  }
}
