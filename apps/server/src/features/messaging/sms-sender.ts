import type { Env } from '../../env';
import { DeliveryError } from './delivery-error';
import type { MessageSender } from './outbox';

/** Twilio error codes that mean "try again later": too many requests. */
const RETRYABLE_TWILIO_CODES = new Set([20429]);

type TwilioAnswer = { sid?: string; code?: number };

/**
 * SMS through Twilio's Messages API (ADR 017): `POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded `To` (E.164), `From` (a number or an alphanumeric sender id) or `MessagingServiceSid`, and
 * `Body`, with HTTP Basic auth (Account SID, auth token). The answer's `sid` is the provider message id; an
 * error answers `{code, message, more_info, status}`. 429, 5xx, network failures and Twilio's rate-limit codes are
 * retried by the outbox; any other refusal (invalid or unreachable number...) is final.
 */
export function smsSender(env: Env): MessageSender {
  const url = `${env.TWILIO_API_BASE}/2010-04-01/Accounts/${env.TWILIO_ACCOUNT_SID}/Messages.json`;
  const credentials = Buffer.from(`${env.TWILIO_ACCOUNT_SID}:${env.TWILIO_AUTH_TOKEN}`).toString('base64');
  return async (message) => {
    const form = new URLSearchParams({ To: message.recipient, Body: message.text });
    if (env.TWILIO_MESSAGING_SERVICE_SID) form.set('MessagingServiceSid', env.TWILIO_MESSAGING_SERVICE_SID);
    else form.set('From', env.TWILIO_FROM ?? '');
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Basic ${credentials}`, accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new DeliveryError('sms_network', false);
    }
    const answer = (await response.json().catch(() => ({}))) as TwilioAnswer;
    if (response.ok && answer.sid) return { providerMessageId: answer.sid };
    const code = answer.code;
    const retryable =
      response.status >= 500 || response.status === 429 || (code !== undefined && RETRYABLE_TWILIO_CODES.has(code));
    throw new DeliveryError(`sms_${code ?? response.status}`, !retryable);
  };
}
