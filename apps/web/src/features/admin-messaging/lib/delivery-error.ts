/**
 * The translation of a delivery's error code as the server stores it (`DeliveryError.code`, ADR 011):
 * `smtp_<reply code or network code>`, `whatsapp_<Graph error code or network>`, `sms_<…>`, `unknown_template`,
 * `internal`. Returns the key under `errors.` of the `messaging` catalogue and its values.
 */
export type DeliveryErrorText = {
  key:
    | 'smtpRefused'
    | 'smtpTemporary'
    | 'smtpUnreachable'
    | 'whatsappNetwork'
    | 'whatsapp190'
    | 'whatsapp131026'
    | 'whatsapp131030'
    | 'whatsapp131047'
    | 'whatsapp132001'
    | 'whatsappRateLimited'
    | 'whatsappOther'
    | 'smsNetwork'
    | 'smsOther'
    | 'unknownTemplate'
    | 'internal'
    | 'other';
  code: string;
};

const WHATSAPP_KNOWN = ['190', '131026', '131030', '131047', '132001'] as const;
/** Graph's throttling codes (the sender retries them). */
const WHATSAPP_RATE_LIMITS = new Set(['4', '80007', '130429', '131056']);

export function deliveryErrorText(code: string): DeliveryErrorText {
  if (code === 'internal') return { key: 'internal', code };
  if (code === 'unknown_template') return { key: 'unknownTemplate', code };
  const [channel = '', detail = ''] = splitOnce(code);
  if (channel === 'smtp') {
    if (/^5\d\d$/.test(detail)) return { key: 'smtpRefused', code: detail };
    if (/^4\d\d$/.test(detail)) return { key: 'smtpTemporary', code: detail };
    return { key: 'smtpUnreachable', code: detail };
  }
  if (channel === 'whatsapp') {
    if (detail === 'network') return { key: 'whatsappNetwork', code: detail };
    const known = WHATSAPP_KNOWN.find((value) => value === detail);
    if (known) return { key: `whatsapp${known}`, code: detail };
    if (WHATSAPP_RATE_LIMITS.has(detail)) return { key: 'whatsappRateLimited', code: detail };
    return { key: 'whatsappOther', code: detail };
  }
  if (channel === 'sms')
    return detail === 'network' ? { key: 'smsNetwork', code: detail } : { key: 'smsOther', code: detail };
  return { key: 'other', code };
}

function splitOnce(code: string): [string, string] {
  const index = code.indexOf('_');
  return index < 0 ? [code, ''] : [code.slice(0, index), code.slice(index + 1)];
}
