import { buildSetting } from './app-config';
import { listFormat, numberFormat } from '@sante/shared/intl-formats';

/** A patient's words, published with their consent: first name and neighbourhood only. */
export type Testimonial = { firstName: string; neighbourhood: string; city: string; quote: string };

function isTestimonial(value: unknown): value is Testimonial {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ['firstName', 'neighbourhood', 'city', 'quote'].every(
    (field) => typeof entry[field] === 'string' && entry[field].trim() !== '',
  );
}

/**
 * `VITE_TESTIMONIALS`: a JSON array of `{ firstName, neighbourhood, city, quote }`, real testimonials the
 * service collected. Absent, empty or malformed: none (the landing page then leaves the section out).
 */
export function parseTestimonials(raw: string | null): readonly Testimonial[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isTestimonial) : [];
  } catch {
    return [];
  }
}

/**
 * `VITE_RATING`: the average rating out of 5 shown by the landing page (specification: 4.9); `none` hides it.
 * It must come from the patients' real reviews.
 */
export function parseRating(raw: string | null): number | null {
  if (raw === null) return 4.9;
  const value = Number(raw.replace(',', '.'));
  return Number.isFinite(value) && value > 0 && value <= 5 ? value : null;
}

/**
 * `VITE_ARRIVAL_MINUTES`: `30-45`, the time within which the service commits to be at the patient's home after a
 * booking. Absent or malformed: no such claim (the landing page shows the next free slot instead).
 */
export function parseArrivalMinutes(raw: string | null): { min: number; max: number } | null {
  const match = raw === null ? null : /^(\d{1,3})\s*-\s*(\d{1,3})$/.exec(raw);
  if (!match) return null;
  const [min, max] = [Number(match[1]), Number(match[2])];
  return min > 0 && min <= max ? { min, max } : null;
}

/** A yes/no build setting: `1` or `true` is yes, anything else (or nothing) no. */
export function parseFlag(raw: string | null): boolean {
  return raw === '1' || raw?.toLowerCase() === 'true';
}

/**
 * The service's claims and contacts (specification: cities, arrival time, rating), read by the public pages.
 * Change them here, not in the texts: the catalogues interpolate them.
 */
export const SERVICE_CONFIG = {
  /** The cities served. */
  cities: ['Douala', 'Yaoundé'],
  /** Announced arrival time of a home visit, in minutes (`VITE_ARRIVAL_MINUTES`), or null: not claimed. */
  arrivalMinutes: parseArrivalMinutes(buildSetting(import.meta.env.VITE_ARRIVAL_MINUTES)),
  /** Whether someone answers day and night, every day (`VITE_OPEN_24_7=1`): the "24h/24, 7j/7" claim. */
  openAroundTheClock: parseFlag(buildSetting(import.meta.env.VITE_OPEN_24_7)),
  /** Average rating out of 5, or `null` to show none. */
  rating: parseRating(buildSetting(import.meta.env.VITE_RATING)),
  /** Published testimonials; without any, the landing page has no testimonials section (demo mode aside). */
  testimonials: parseTestimonials(buildSetting(import.meta.env.VITE_TESTIMONIALS)),
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

const variablesByLanguage = new Map<string, ReturnType<typeof buildServiceVariables>>();

/**
 * The configured claims as interpolation values in a language ("Douala et Yaoundé", "4,9"): the same on the
 * server (pre-rendering) and in the browser for a given language. A language the browser cannot format
 * (Hausa, Fulfulde, Ewondo in some browsers) is formatted as French, the texts' fallback, not as English.
 */
export function serviceVariables(language: string) {
  let variables = variablesByLanguage.get(language);
  if (!variables) {
    variables = buildServiceVariables(language);
    variablesByLanguage.set(language, variables);
  }
  return variables;
}

/** Built once per language: every section of the home page asks for them on each render. */
function buildServiceVariables(language: string) {
  const locale = Intl.ListFormat.supportedLocalesOf([language]).length > 0 ? language : 'fr';
  return {
    cities: listFormat(locale, { type: 'conjunction' }).format(SERVICE_CONFIG.cities),
    arrivalMin: SERVICE_CONFIG.arrivalMinutes?.min ?? null,
    arrivalMax: SERVICE_CONFIG.arrivalMinutes?.max ?? null,
    rating:
      SERVICE_CONFIG.rating === null
        ? null
        : numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(SERVICE_CONFIG.rating),
  };
}
