import { describe, expect, it } from 'vitest';
import { channelsFor, resolvePreferences } from './notification-preferences';

describe('channelsFor', () => {
  it('uses the defaults when nothing is stored: SMS and WhatsApp, e-mail only with an address', () => {
    expect(channelsFor({ stored: [], hasEmail: true }, 'appointments')).toEqual(['sms', 'whatsapp', 'email']);
    expect(channelsFor({ stored: [], hasEmail: false }, 'appointments')).toEqual(['sms', 'whatsapp']);
  });

  it('follows the stored choices of that kind only', () => {
    const stored = [
      { kind: 'messages', channel: 'sms', enabled: false },
      { kind: 'messages', channel: 'email', enabled: false },
      { kind: 'reminders', channel: 'whatsapp', enabled: false },
    ];
    expect(channelsFor({ stored, hasEmail: true }, 'messages')).toEqual(['whatsapp']);
    expect(channelsFor({ stored, hasEmail: true }, 'reminders')).toEqual(['sms', 'email']);
    expect(channelsFor({ stored, hasEmail: true }, 'orders_billing')).toEqual(['sms', 'whatsapp', 'email']);
  });

  it('never sends e-mail without an address, even if a stored row says so', () => {
    const stored = [{ kind: 'appointments', channel: 'email', enabled: true }];
    expect(channelsFor({ stored, hasEmail: false }, 'appointments')).toEqual(['sms', 'whatsapp']);
  });

  it('lets a kind be fully silenced, except security messages which fall back to SMS', () => {
    const off = (kind: string) => ['sms', 'whatsapp', 'email'].map((channel) => ({ kind, channel, enabled: false }));
    expect(channelsFor({ stored: off('orders_billing'), hasEmail: true }, 'orders_billing')).toEqual([]);
    expect(channelsFor({ stored: off('account_security'), hasEmail: true }, 'account_security')).toEqual(['sms']);
  });

  it('ignores unknown kinds and channels in stored rows', () => {
    const stored = [
      { kind: 'newsletter', channel: 'sms', enabled: false },
      { kind: 'messages', channel: 'pigeon', enabled: true },
    ];
    expect(resolvePreferences(stored, true)).toEqual(resolvePreferences([], true));
  });
});
