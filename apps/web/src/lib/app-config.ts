/** Browser-side configuration that is not translated text. */
export const APP_CONFIG = {
  /** The brand is a proper noun: the same in every language. */
  brandName: 'Santé à Domicile',
  /** Same-origin API prefix (the dev server proxies it to the API on port 3000). */
  apiBasePath: '/api',
} as const;
