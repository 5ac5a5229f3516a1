import { ZReleaseHoldsRequestSchema } from '@sante/shared/booking-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { errorMessage, translateKey } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { ActionDialog } from '../../planning/components/action-dialog';
import { useBookingHolds, useReleaseHolds, type SuspiciousAccount } from '../api/booking-holds';
import { useMessageTexts } from '../../../lib/use-message-texts';

/**
 * « Réservations suspectes » (admin, super_admin; ADR 023): accounts holding the most unpaid upcoming bookings,
 * or created in the last days, each with its holds and a release (every hold cancelled with a reason, the
 * patient told by the usual cancellation message).
 */
export function SuspiciousHolds() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const holds = useBookingHolds(true);
  return (
    <section aria-labelledby="suspicious-holds-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="suspicious-holds-title" className="text-lg font-semibold">
          {t('holds.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('holds.description')}</p>
      </div>
      {holds.isPending && <Spinner label={tc('common.loading')} />}
      {holds.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
      {holds.isSuccess && holds.data.length === 0 && <p className="text-sm">{t('holds.empty')}</p>}
      {holds.isSuccess && holds.data.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2">
          {holds.data.map((account) => (
            <li key={account.patientId}>
              <SuspiciousAccountCard account={account} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SuspiciousAccountCard({ account }: { account: SuspiciousAccount }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation();
  useMessageTexts();
  const { t: tp } = useTranslation('planning');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonErrors, setReasonErrors] = useState<string[]>([]);
  const release = useReleaseHolds();
  const close = () => {
    setOpen(false);
    setReasonErrors([]);
  };
  const submit = () => {
    const parsed = ZReleaseHoldsRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonErrors(parsed.error.issues.map((issue) => translateKey(tc, issue.message)));
      return;
    }
    release.mutate(
      { patientId: account.patientId, ...parsed.data },
      {
        onSuccess: ({ released }) => {
          close();
          setReason('');
          notifySuccess(t('holds.done', { count: released }));
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? (error.fieldErrors.reason ?? []) : [];
          if (fieldErrors.length > 0) setReasonErrors(fieldErrors.map((key) => translateKey(tc, key)));
          else notifyError(errorMessage(tc, error));
        },
      },
    );
  };
  const name = `${account.firstName} ${account.lastName}`;
  return (
    <Card className="h-full">
      <CardHeader className="gap-1">
        <p className="font-medium break-words">{name}</p>
        <p className="text-sm text-muted-foreground">
          {t('holds.accountCreated', { date: formatDateTime(new Date(account.accountCreatedAt), i18n.language) })}
        </p>
        <ul className="flex flex-wrap gap-2 text-xs">
          <li className="rounded-full bg-destructive/10 px-2 py-0.5 font-medium text-destructive">
            {t('holds.unpaid', { count: account.unpaidCount })}
          </li>
          {account.recentAccount && (
            <li className="rounded-full bg-muted px-2 py-0.5 font-medium">{t('holds.recentAccount')}</li>
          )}
          {!account.phoneVerified && (
            <li className="rounded-full bg-muted px-2 py-0.5 font-medium">{t('holds.phoneNotVerified')}</li>
          )}
        </ul>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-1 text-sm">
          {account.bookings.map((booking) => (
            <li key={booking.id} className="flex flex-wrap justify-between gap-x-3">
              <span>
                <span className="font-mono">{booking.reference}</span> ·{' '}
                {formatDateTime(new Date(booking.startsAt), i18n.language)}
              </span>
              <span className="text-muted-foreground">{tp(`paymentChoices.${booking.paymentChoice}`)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button size="sm" variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
          {t('holds.release')}
        </Button>
      </CardFooter>
      <ActionDialog
        open={open}
        title={t('holds.dialogTitle', { name })}
        description={t('holds.dialogDescription', { count: account.unpaidCount })}
        confirmLabel={t('holds.release')}
        destructive
        onConfirm={submit}
        onClose={close}
        pending={release.isPending}
      >
        <FormField
          id={`release-reason-${account.patientId}`}
          label={t('holds.reason')}
          hint={t('holds.reasonHint')}
          errors={reasonErrors}
        >
          {(control) => (
            <Input {...control} value={reason} maxLength={350} onChange={(e) => setReason(e.target.value)} />
          )}
        </FormField>
      </ActionDialog>
    </Card>
  );
}
