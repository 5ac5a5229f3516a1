import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/messaging.json';
import fr from '../../../locales/fr/messaging.json';
import { deliveryErrorText } from './delivery-error';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('delivery error codes', () => {
  it.each([
    ['smtp_550', 'smtpRefused', '550'],
    ['smtp_451', 'smtpTemporary', '451'],
    ['smtp_ECONNECTION', 'smtpUnreachable', 'ECONNECTION'],
    ['whatsapp_network', 'whatsappNetwork', 'network'],
    ['whatsapp_131026', 'whatsapp131026', '131026'],
    ['whatsapp_130429', 'whatsappRateLimited', '130429'],
    ['whatsapp_500', 'whatsappOther', '500'],
    ['sms_network', 'smsNetwork', 'network'],
    ['sms_21211', 'smsOther', '21211'],
    ['unknown_template', 'unknownTemplate', 'unknown_template'],
    ['internal', 'internal', 'internal'],
    ['mystery', 'other', 'mystery'],
  ])('%s -> %s', (code, key, value) => {
    expect(deliveryErrorText(code)).toEqual({ key, code: value });
  });

  it('has a French and an English text for each, and the same keys in both catalogues', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(fr).sort());
    for (const code of ['smtp_550', 'smtp_451', 'smtp_x', 'whatsapp_network', 'whatsapp_190', 'whatsapp_131030'])
      expect(fr.errors[deliveryErrorText(code).key]).toBeTruthy();
    for (const key of ['whatsapp131047', 'whatsapp132001', 'smsNetwork', 'smsOther', 'unknownTemplate'] as const)
      expect(fr.errors[key]).toBeTruthy();
  });
});
