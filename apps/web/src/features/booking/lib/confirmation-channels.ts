import type { ConfirmationMessage } from '@sante/shared/booking-constants';
import { formatNationalPhone } from '@sante/shared/phone';

/** The most direct channel first: what a patient in Douala reads first is WhatsApp, then SMS, then e-mail. */
const ORDER: readonly ConfirmationMessage['channel'][] = ['whatsapp', 'sms', 'email'];

export type ConfirmationSentence =
  | {
      key: 'confirmation.sentBy' | 'confirmation.sending';
      via: { channel: ConfirmationMessage['channel']; to: string }[];
    }
  | { key: 'confirmation.notSent'; via: [] };

/**
 * What the confirmation screen may honestly say about the booking's confirmation: the channels that carried it
 * (« envoyée sur WhatsApp au 6 77 12 34 56 »), else those still on their way, else that none could be sent.
 * Never a channel that was not used.
 */
export function confirmationSentence(messages: readonly ConfirmationMessage[]): ConfirmationSentence {
  const sorted = [...messages].sort((a, b) => ORDER.indexOf(a.channel) - ORDER.indexOf(b.channel));
  const via = (list: ConfirmationMessage[]) =>
    list.map(({ channel, recipient }) => ({
      channel,
      to: channel === 'email' ? recipient : formatNationalPhone(recipient),
    }));
  const sent = sorted.filter((message) => message.status !== 'queued' && message.status !== 'failed');
  if (sent.length > 0) return { key: 'confirmation.sentBy', via: via(sent) };
  const queued = sorted.filter((message) => message.status === 'queued');
  if (queued.length > 0) return { key: 'confirmation.sending', via: via(queued) };
  return { key: 'confirmation.notSent', via: [] };
}
