import { TIME_ZONE } from '@sante/shared/constants';
import { dateTimeFormat } from '@sante/shared/intl-formats';
import { verificationPath } from '@sante/shared/prescription-constants';

/** The day a prescription was signed, in Douala, written out: « 27 novembre 2026 ». */
export function signedDay(iso: string, language: string): string {
  return dateTimeFormat(language, { timeZone: TIME_ZONE, dateStyle: 'long' }).format(new Date(iso));
}

/** The verification page's full address, on the site the patient is using (what the QR code prints). */
export function verificationUrl(origin: string, code: string): string {
  return `${origin}${verificationPath(code)}`;
}

/** « Envoyer à ma pharmacie »: WhatsApp opens with the text ready, the patient picks the pharmacy's chat. */
export function whatsappShareHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
