/** A build-time setting (`VITE_*`, whitelisted by Vite's prefix); empty or absent reads as `null`. */
export function buildSetting(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Browser-side configuration that is not translated text. The claims and contacts shown by the public pages
 * only are in `service-config.ts`, so that they load with those pages and not with the entry.
 */
export const APP_CONFIG = {
  /** The brand (`VITE_BRAND_NAME` at build time) is a proper noun: the same in every language. */
  brandName: buildSetting(import.meta.env.VITE_BRAND_NAME) ?? 'Santé à Domicile',
  /** The year of the footer's copyright notice (specification: 2024), fixed so that every render agrees. */
  copyrightYear: 2024,
  /** Same-origin API prefix (the dev server proxies it to the API on port 3000). */
  apiBasePath: '/api',
  /** The platform's own phone line (`VITE_EMERGENCY_PHONE` at build time); not shown when unset. */
  emergencyPhone: buildSetting(import.meta.env.VITE_EMERGENCY_PHONE),
} as const;
