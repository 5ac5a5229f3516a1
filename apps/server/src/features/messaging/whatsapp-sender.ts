import type { Env } from '../../env';
import { DeliveryError } from './delivery-error';
import type { MessageSender } from './outbox';
import { whatsappTemplateOf } from './templates';

/** Graph error codes that mean "try again later" (rate limits, temporary service trouble). */
const RETRYABLE_GRAPH_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056]);

type GraphAnswer = {
  messages?: { id?: string }[];
  error?: { code?: number };
};

/**
 * The body of a template message: parameters in the body; an authentication template (one-time codes)
 * repeats the code in its copy-code button. Free text is allowed only within 24 h of the person's last
 * message, which this service does not receive: every message is a template.
 */
export function whatsappTemplatePayload(to: string, template: ReturnType<typeof whatsappTemplateOf>) {
  const components: Record<string, unknown>[] = [];
  if (template.bodyParams.length > 0)
    components.push({ type: 'body', parameters: template.bodyParams.map((text) => ({ type: 'text', text })) });
  if (template.authentication)
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: template.bodyParams[0] }],
    });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: to.replace(/^\+/, ''),
    type: 'template',
    template: { name: template.name, language: { code: template.language }, components },
  };
}

/** WhatsApp Cloud API: `POST {base}/{version}/{phone number id}/messages` with the Bearer token. */
export function whatsappSender(env: Env): MessageSender {
  const url = `${env.WHATSAPP_API_BASE}/${env.WHATSAPP_API_VERSION}/${env.WHATSAPP_PHONE_NUMBER_ID}/messages`;
  return async (message) => {
    const template = whatsappTemplateOf(message.template, message.locale, message.params);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${env.WHATSAPP_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(whatsappTemplatePayload(message.recipient, template)),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new DeliveryError('whatsapp_network', false);
    }
    const answer = (await response.json().catch(() => ({}))) as GraphAnswer;
    const id = answer.messages?.[0]?.id;
    if (response.ok && id) return { providerMessageId: id };
    const code = answer.error?.code;
    const retryable =
      response.status >= 500 || response.status === 429 || (code !== undefined && RETRYABLE_GRAPH_CODES.has(code));
    throw new DeliveryError(`whatsapp_${code ?? response.status}`, !retryable);
  };
}
