import { MessageCircle, Phone, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from './ui/button';

type ContactLinksProps = {
  /** Whom the links reach, for screen readers (« Appeler Dr Solange Ekane »). */
  name: string;
  /** E.164 (`+2376…`); without it, only « Écrire ». */
  phone: string | null;
  /** The messages screen that opens (or starts) the conversation with them. */
  writeTo?: string;
};

/** « Écrire » (the messages screen), « Appeler » (tel:) and « WhatsApp » (wa.me) to a carer or a patient. */
export function ContactLinks({ name, phone, writeTo }: ContactLinksProps) {
  const { t } = useTranslation();
  const link = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <div className="flex flex-wrap gap-2">
      {writeTo && (
        <Link to={writeTo} className={link} aria-label={t('contactLinks.writePerson', { name })}>
          <Send aria-hidden="true" />
          {t('contactLinks.write')}
        </Link>
      )}
      {phone && (
        <>
          <a href={`tel:${phone}`} className={link} aria-label={t('contactLinks.callPerson', { name })}>
            <Phone aria-hidden="true" />
            {t('contactLinks.call')}
          </a>
          <a
            href={`https://wa.me/${phone.replace(/\D/g, '')}`}
            target="_blank"
            rel="noreferrer"
            className={link}
            aria-label={t('contactLinks.whatsappPerson', { name })}
          >
            <MessageCircle aria-hidden="true" />
            {t('contactLinks.whatsapp')}
          </a>
        </>
      )}
    </div>
  );
}
