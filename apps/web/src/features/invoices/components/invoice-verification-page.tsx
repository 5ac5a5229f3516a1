import type { InvoiceVerification } from '@sante/shared/invoice-constants';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { VerificationFrame, verificationTexts } from '../../../components/verification-frame';
import { Card, CardContent } from '../../../components/ui/card';
import { formatFcfa } from '../../../lib/format-money';
import { useInvoiceVerification } from '../api/invoices';
import { useInvoiceDate } from './invoice-parts';
import './register-invoice-catalogues';

/**
 * `/verification/facture/{code}` (public, no account, ADR 057): what an invoice's QR code opens. Genuine: its number,
 * date, amount, whether it is paid or cancelled by a credit note, the recipient's initials; never its lines.
 */
export function InvoiceVerificationPage() {
  const { t } = useTranslation('invoices');
  const { code = '' } = useParams();
  const verification = useInvoiceVerification(code);
  return (
    <VerificationFrame verification={verification} texts={verificationTexts(t)}>
      {(genuine) => <Genuine verification={genuine} />}
    </VerificationFrame>
  );
}

function Genuine({ verification }: { verification: Extract<InvoiceVerification, { genuine: true }> }) {
  const { t } = useTranslation('invoices');
  const date = useInvoiceDate();
  const state = verification.creditNoteNumber
    ? t('verification.cancelledByCreditNote', { number: verification.creditNoteNumber })
    : verification.status === 'paid' && verification.paidAt
      ? t('paidOn', { date: date(verification.paidAt) })
      : t(`status.${verification.status}`);
  return (
    <Card>
      <CardContent className="p-4 sm:p-6">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{t('verification.number')}</dt>
          <dd className="font-medium">{verification.number}</dd>
          <dt className="text-muted-foreground">{t('verification.issuedAt')}</dt>
          <dd>{date(verification.issuedAt)}</dd>
          <dt className="text-muted-foreground">{t('verification.amount')}</dt>
          <dd className="font-medium tabular-nums">{formatFcfa(verification.totalXaf)}</dd>
          <dt className="text-muted-foreground">{t('verification.state')}</dt>
          <dd role="status">{state}</dd>
          <dt className="text-muted-foreground">{t('verification.recipient')}</dt>
          <dd>{verification.recipientInitials}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
