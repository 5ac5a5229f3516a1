import { Check, Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useInvoiceVerificationLink } from '../api/invoices';

/**
 * « Lien de vérification »: the address of the invoice's public verification page (the one its QR code opens), for
 * an employer or a mutual insurer who wants to check it is genuine (ADR 057). Copied when the browser allows it.
 */
export function InvoiceVerificationLink({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('invoices');
  const { t: tc } = useTranslation();
  const link = useInvoiceVerificationLink(invoiceId);
  const [copied, setCopied] = useState(false);
  const fetchLink = () =>
    link.mutate(undefined, {
      onSuccess: (url) =>
        void navigator.clipboard?.writeText(url).then(
          () => setCopied(true),
          () => setCopied(false),
        ),
      onError: (error) => notifyError(errorMessage(tc, error)),
    });
  if (!link.data)
    return (
      <Button variant="outline" size="sm" onClick={fetchLink} disabled={link.isPending}>
        <Link2 aria-hidden="true" />
        {t('verificationLink.show')}
      </Button>
    );
  return (
    <p className="flex w-full flex-col gap-1 rounded-lg border bg-muted/40 p-3 text-sm">
      <span>{t('verificationLink.hint')}</span>
      <a href={link.data} className="font-medium break-all text-primary underline underline-offset-4">
        {link.data}
      </a>
      {copied && (
        <span className="flex items-center gap-1 text-muted-foreground">
          <Check aria-hidden="true" className="size-4" />
          {t('verificationLink.copied')}
        </span>
      )}
    </p>
  );
}
