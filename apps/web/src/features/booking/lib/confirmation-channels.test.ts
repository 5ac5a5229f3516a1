import { describe, expect, it } from 'vitest';
import { confirmationSentence } from './confirmation-channels';

describe('confirmationSentence', () => {
  it('names only the channels that carried the confirmation, WhatsApp first, numbers as people read them', () => {
    expect(
      confirmationSentence([
        { channel: 'email', recipient: 'aicha@exemple.cm', status: 'sent' },
        { channel: 'whatsapp', recipient: '+237677123456', status: 'delivered' },
        { channel: 'sms', recipient: '+237677123456', status: 'failed' },
      ]),
    ).toEqual({
      key: 'confirmation.sentBy',
      via: [
        { channel: 'whatsapp', to: '6 77 12 34 56' },
        { channel: 'email', to: 'aicha@exemple.cm' },
      ],
    });
  });

  it('says a confirmation is on its way while it is queued, and that none was sent otherwise', () => {
    expect(confirmationSentence([{ channel: 'sms', recipient: '+237690000001', status: 'queued' }])).toEqual({
      key: 'confirmation.sending',
      via: [{ channel: 'sms', to: '6 90 00 00 01' }],
    });
    expect(confirmationSentence([{ channel: 'sms', recipient: '+237690000001', status: 'failed' }]).key).toBe(
      'confirmation.notSent',
    );
    expect(confirmationSentence([]).key).toBe('confirmation.notSent');
  });
});
