import { describe, expect, it } from 'vitest';
import { ZNotificationPreferencesRequestSchema } from './account-schemas';
import { NOTIFICATION_KINDS } from './notification-preferences';

describe('ZNotificationPreferencesRequestSchema', () => {
  const grid = () =>
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { sms: true, whatsapp: false, email: false }]));

  it('accepts a full grid with at least one security channel', () => {
    expect(ZNotificationPreferencesRequestSchema.safeParse({ preferences: grid() }).success).toBe(true);
  });

  it('refuses a grid where security messages have no channel', () => {
    const preferences = { ...grid(), account_security: { sms: false, whatsapp: false, email: false } };
    const result = ZNotificationPreferencesRequestSchema.safeParse({ preferences });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['preferences', 'account_security'],
      message: 'validation.securityChannelRequired',
    });
  });
});
