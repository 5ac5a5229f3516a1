import nodemailer from 'nodemailer';
import type { Env } from '../../env';
import { DeliveryError } from './delivery-error';
import type { MessageSender } from './outbox';
import { renderSubject } from './templates';

type SmtpFailure = { responseCode?: number; code?: string };

/** E-mail through SMTP (nodemailer): a plain-text mail in the recipient's language. */
export function smtpSender(env: Env): MessageSender {
  const transport = env.SMTP_URL
    ? nodemailer.createTransport(env.SMTP_URL)
    : nodemailer.createTransport({
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
      });
  return async (message) => {
    try {
      const info = await transport.sendMail({
        from: env.MAIL_FROM,
        to: message.recipient,
        subject: renderSubject(message.template, message.locale),
        text: message.text,
        headers: { 'Content-Language': message.locale === 'en' ? 'en' : 'fr' },
      });
      return { providerMessageId: info.messageId };
    } catch (error) {
      const { responseCode, code } = error as SmtpFailure;
      // 5xx answers are final (unknown mailbox, refused sender); 4xx and network errors are worth a retry.
      if (responseCode) throw new DeliveryError(`smtp_${responseCode}`, responseCode >= 500);
      throw new DeliveryError(`smtp_${code ?? 'error'}`, false);
    }
  };
}
