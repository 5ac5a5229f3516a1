import type { DeliveryStatus, DeliveryView } from '@sante/shared/messaging-constants';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { deliveryErrorText } from '../lib/delivery-error';

const STATUS_STYLES: Record<DeliveryStatus, string> = {
  queued: 'border-amber-500/50 bg-amber-500/10 text-amber-800 dark:text-amber-200',
  sent: 'border-success/50 bg-success/10 text-foreground',
  delivered: 'border-success/50 bg-success/10 text-foreground',
  read: 'border-success/50 bg-success/10 text-foreground',
  failed: 'border-destructive/50 bg-destructive/10 text-destructive',
};

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation('messaging');
  return (
    <span className={cn('inline-block rounded-full border px-2 py-0.5 text-xs font-medium', STATUS_STYLES[status])}>
      {t(`statuses.${status}`)}
    </span>
  );
}

const KNOWN_TEMPLATES = [
  'otp_code',
  'phone_change_code',
  'password_reset_code',
  'password_reset_link',
  'invitation',
  'booking_confirmed',
  'appointment_reminder_24h',
  'appointment_reminder_1h',
  'doctor_assigned',
  'doctor_en_route',
  'booking_cancelled',
  'test_message',
] as const;

/** The words of one delivery: its message (template), its times in Douala, its error in plain language. */
export function useDeliveryText() {
  const { t, i18n } = useTranslation('messaging');
  const time = (value: string | null) => (value ? formatDateTime(new Date(value), i18n.language) : null);
  return (delivery: DeliveryView) => {
    const template = KNOWN_TEMPLATES.find((name) => name === delivery.template);
    const error = delivery.lastErrorCode ? deliveryErrorText(delivery.lastErrorCode) : null;
    return {
      message: template ? t(`templates.${template}`) : t('templates.other', { name: delivery.template }),
      created: time(delivery.createdAt) ?? '',
      sent: time(delivery.sentAt),
      delivered: time(delivery.deliveredAt),
      read: time(delivery.readAt),
      failed: time(delivery.failedAt),
      attempts: t('follow.attempts', { count: delivery.attempts }),
      error: error ? t(`errors.${error.key}`, { code: error.code }) : null,
    };
  };
}
