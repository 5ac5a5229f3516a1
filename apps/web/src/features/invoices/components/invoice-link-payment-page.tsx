import type { TPayLink } from '@sante/shared/invoice-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatFcfa } from '../../../lib/format-money';
import { downloadPdfByLink, useLinkInvoice, usePayByLink } from '../api/invoices';
import { InvoiceLines, InvoiceStatusBadge, useInvoiceDate } from './invoice-parts';
import { InvoicePaymentPanel } from './invoice-payment-panel';

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** The link's token: the URL fragment, which browsers never send to a server (empty while pre-rendering). */
function useHashToken(): string {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash.slice(1),
    () => '',
  );
}

/**
 * `/patient/factures/personnalisee/:invoiceId/paiement#<token>`: a custom invoice paid by whoever holds its
 * link (the patient or a relative), without an account, by mobile money; then its PDF.
 */
export function InvoiceLinkPaymentPage() {
  const { t } = useTranslation('invoices');
  const { invoiceId = '' } = useParams();
  const token = useHashToken();
  const link: TPayLink | null = token ? { invoiceId, token } : null;
  const invoice = useLinkInvoice(link);
  const status = invoice.error instanceof ApiError ? invoice.error.status : null;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl leading-tight font-semibold">{t('link.title')}</h1>
      {link && invoice.isPending && <Spinner label={t('loading')} />}
      {(!token || status === 404 || status === 400) && (
        <Alert variant="destructive">
          <p className="font-semibold">{t('link.invalidTitle')}</p>
          <p>{t('link.invalid')}</p>
        </Alert>
      )}
      {status === 410 && (
        <Alert variant="destructive">
          <p className="font-semibold">{t('link.expiredTitle')}</p>
          <p>{t('link.expired')}</p>
        </Alert>
      )}
      {invoice.isError && status !== 404 && status !== 400 && status !== 410 && (
        <Alert variant="destructive">{t('loadError')}</Alert>
      )}
      {link && invoice.data && <LinkInvoice link={link} />}
    </div>
  );
}

function LinkInvoice({ link }: { link: TPayLink }) {
  const { t } = useTranslation('invoices');
  const date = useInvoiceDate();
  const invoice = useLinkInvoice(link);
  const pay = usePayByLink(link);
  const queryClient = useQueryClient();
  const [downloadFailed, setDownloadFailed] = useState(false);
  // Paid on this page: the thanks stay, whichever of the payment and the re-read invoice arrives first.
  const [paidHere, setPaidHere] = useState(false);
  const data = invoice.data;
  if (!data) return null;

  const download = () => {
    setDownloadFailed(false);
    downloadPdfByLink(link, data.number).catch(() => setDownloadFailed(true));
  };

  return (
    <>
      <section className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
        <p>
          {data.recipientFirstName && (
            <span className="block">{t('link.greeting', { name: data.recipientFirstName })}</span>
          )}
          {t(data.recipientFirstName ? 'link.intro' : 'link.introAnonymous', { number: data.number })}
        </p>
        <div className="flex items-center justify-between gap-2">
          <p className="text-2xl font-semibold tabular-nums">{formatFcfa(data.totalXaf)}</p>
          <InvoiceStatusBadge status={data.status} />
        </div>
        {data.note && <p className="text-sm">{t('link.note', { note: data.note })}</p>}
        <InvoiceLines lines={data.lines} totalXaf={data.totalXaf} />
        {data.status === 'unpaid' && data.payLinkExpiresAt && (
          <p className="text-xs text-muted-foreground">{t('link.expires', { date: date(data.payLinkExpiresAt) })}</p>
        )}
      </section>
      {data.status === 'unpaid' && !paidHere && (
        <InvoicePaymentPanel
          amountXaf={data.totalXaf}
          pay={pay}
          link={link}
          onPaid={() => {
            setPaidHere(true);
            void queryClient.invalidateQueries({ queryKey: ['invoices', 'link', link.invoiceId] });
          }}
        />
      )}
      {(paidHere || data.status === 'paid') && (
        <Alert variant="success">{t(paidHere ? 'pay.succeeded' : 'link.paid')}</Alert>
      )}
      {data.status === 'cancelled' && <Alert>{t('link.cancelled')}</Alert>}
      {data.status !== 'cancelled' && (
        <Button variant="outline" onClick={download}>
          {t('link.receipt')}
        </Button>
      )}
      {downloadFailed && <Alert variant="destructive">{t('downloadError')}</Alert>}
      <p className="text-xs text-muted-foreground">{t('link.privacy')}</p>
    </>
  );
}
