/** A build-time setting (`VITE_*`, whitelisted by Vite's prefix); empty or absent reads as `null`. */
export function buildSetting(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Browser-side configuration that is not translated text. The claims and contacts shown by the public pages
 * only are in `service-config.ts`, so that they load with those pages and not with the entry.
 */
export const APP_CONFIG = {
  /** The brand is a proper noun: the same in every language. */
  brandName: 'Santé à Domicile',
  /** Same-origin API prefix (the dev server proxies it to the API on port 3000). */
  apiBasePath: '/api',
  /** The platform's own phone line (`VITE_EMERGENCY_PHONE` at build time); not shown when unset. */
  emergencyPhone: buildSetting(import.meta.env.VITE_EMERGENCY_PHONE),
} as const;
