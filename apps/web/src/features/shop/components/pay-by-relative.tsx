import type { OrderView } from '@sante/shared/order-constants';
import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { formatFcfa } from '../../../lib/format-money';
import { useOrderPayLink } from '../api/order-queries';

/**
 * « Faire payer par un proche » (ADR 043): asks the server for the order's payment link (the invoices' link: anyone
 * holding it pays by mobile money without an account), then offers to share it on WhatsApp or to copy it. The link
 * is shown once; asking again makes a new one (the previous one stops working).
 */
export function PayByRelative({ order }: { order: Pick<OrderView, 'id' | 'number' | 'totalXaf'> }) {
  const { t, i18n } = useTranslation('shop');
  const link = useOrderPayLink();
  const [copied, setCopied] = useState(false);
  const answer = link.data;
  if (!answer) {
    return (
      <div className="flex flex-col gap-2">
        <Button variant="outline" disabled={link.isPending} onClick={() => link.mutate(order.id)}>
          <Share2 aria-hidden="true" className="size-4" />
          {t('relative.ask')}
        </Button>
        <FormError error={link.error} />
      </div>
    );
  }
  const message = t('relative.message', {
    number: order.number,
    total: formatFcfa(order.totalXaf),
    url: answer.payUrl,
  });
  return (
    <section
      aria-label={t('relative.title')}
      className="flex flex-col gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm"
    >
      <h2 className="font-semibold">{t('relative.title')}</h2>
      <p>{t('relative.explain', { when: formatDateTime(new Date(answer.expiresAt), i18n.language) })}</p>
      <p className="rounded border border-border bg-background p-2 font-mono text-xs break-all" data-testid="pay-link">
        {answer.payUrl}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer">
            {t('relative.whatsapp')}
          </a>
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard.writeText(answer.payUrl).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('relative.copied') : t('relative.copy')}
        </Button>
      </div>
    </section>
  );
}
