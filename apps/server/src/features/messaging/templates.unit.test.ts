import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { pickChannels } from './notify-user';
import { formatVisitTime, renderSubject, renderTemplate, whatsappTemplateOf } from './templates';

describe('message templates', () => {
  it('shows visit times in Douala time (UTC+1) in the recipient language', () => {
    expect(formatVisitTime('2026-03-10T23:30:00.000Z', 'fr')).toBe('mercredi 11 mars à 00:30');
    expect(formatVisitTime('2026-03-10T23:30:00.000Z', 'en')).toBe('Wednesday 11 March at 00:30');
  });

  it('falls back to French for Fulfulde, Ewondo and Hausa texts not written yet', () => {
    const params = { reference: 'SAD-1', service: 'Injection', startsAt: '2026-03-10T13:30:00.000Z' };
    for (const locale of ['ff', 'ewo', 'ha', 'xx'])
      expect(renderTemplate('booking_confirmed', locale, params)).toBe(
        renderTemplate('booking_confirmed', 'fr', params),
      );
    // The subject names no profession (a nurse is not « likita »): French until a neutral Hausa one is written.
    expect(renderSubject('doctor_en_route', 'ha')).toBe('Votre soignant est en route');
    expect(whatsappTemplateOf('doctor_en_route', 'ha', { doctor: 'Dr Ngo' }).language).toBe('ha');
    expect(whatsappTemplateOf('booking_cancelled', 'ha', params).language).toBe('fr');
  });
});

describe('channel choice', () => {
  const contact = { email: 'a@example.cm', phone: '+237670000000' };
  const none = { email: false, whatsapp: false, sms: false };
  it('adds e-mail and one phone channel: the configured one, WhatsApp first', () => {
    expect(pickChannels(['sms', 'whatsapp', 'email'], { ...none, whatsapp: true }, contact)).toEqual([
      'email',
      'whatsapp',
    ]);
    expect(pickChannels(['sms', 'email'], { ...none, whatsapp: true }, contact)).toEqual(['email', 'sms']);
    expect(pickChannels(['sms', 'whatsapp'], none, { email: null, phone: contact.phone })).toEqual(['whatsapp']);
    expect(pickChannels(['email'], none, { email: null, phone: contact.phone })).toEqual([]);
  });
});

describe('messaging environment', () => {
  const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32) };
  it('requires MAIL_FROM with SMTP and the phone number id with the WhatsApp token', () => {
    expect(() => loadEnv({ ...base, SMTP_URL: 'smtp://mail.example.cm:587' })).toThrow(/MAIL_FROM/);
    expect(() => loadEnv({ ...base, WHATSAPP_TOKEN: 'token' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadEnv({ ...base, WHATSAPP_API_VERSION: '23' })).toThrow(/WHATSAPP_API_VERSION/);
    const env = loadEnv({ ...base, WHATSAPP_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '1234' });
    expect(env.WHATSAPP_API_BASE).toBe('https://graph.facebook.com');
    expect(env.WHATSAPP_API_VERSION).toBe('v23.0');
  });
});
