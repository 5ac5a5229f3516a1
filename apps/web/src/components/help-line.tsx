import { MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { APP_CONFIG } from '../lib/app-config';
import { cn } from '../lib/cn';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline';

/**
 * The service's own number (`VITE_EMERGENCY_PHONE`): one tap to call it or to write on WhatsApp. Shown in every
 * space and on the screens not built yet, as the way to get the service meanwhile; nothing while unset.
 */
export function HelpLine({ className, intro }: { className?: string; intro?: string }) {
  const { t } = useTranslation();
  const phone = APP_CONFIG.emergencyPhone;
  if (!phone) return null;
  const dialled = phone.replace(/[^\d+]/g, '');
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm', className)}>
      <span>{intro ?? t('helpLine.intro', { brand: APP_CONFIG.brandName })}</span>
      <a href={`tel:${dialled}`} aria-label={t('helpLine.call', { phone })} className={linkClass}>
        <Phone aria-hidden="true" className="size-4" />
        {phone}
      </a>
      <a
        href={`https://wa.me/${dialled.replace('+', '')}`}
        aria-label={t('helpLine.whatsapp', { phone })}
        className={linkClass}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        WhatsApp
      </a>
    </p>
  );
}
