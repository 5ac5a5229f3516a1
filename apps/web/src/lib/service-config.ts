import { buildSetting } from './app-config';

/**
 * The service's claims and contacts (specification: cities, arrival time), read by the public pages. Change
 * them here, not in the texts: the catalogues interpolate them.
 */
export const SERVICE_CONFIG = {
  /** The cities served. */
  cities: ['Douala', 'Yaoundé'],
  /** Announced arrival time of a home visit, in minutes. */
  arrivalMinutes: { min: 30, max: 45 },
  /** The data protection contact (`VITE_PRIVACY_EMAIL` at build time); when unset, the pages describe a written request. */
  privacyEmail: buildSetting(import.meta.env.VITE_PRIVACY_EMAIL),
  /**
   * Cameroon's public emergency numbers, as commonly published: SAMU 119, sapeurs-pompiers 118, police 117,
   * gendarmerie 113. (15, 17 and 18 are France's numbers, not Cameroon's.)
   */
  publicEmergencyNumbers: [
    { service: 'samu', number: '119' },
    { service: 'firefighters', number: '118' },
    { service: 'police', number: '117' },
    { service: 'gendarmerie', number: '113' },
  ],
} as const;
