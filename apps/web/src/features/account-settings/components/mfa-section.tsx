import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { applyServerErrors } from '../../../lib/form-errors';
import { notifySuccess } from '../../../lib/notify';
import { CodeField, preloadCodeForm, useCodeForm } from '../../auth/components/code-field';
import { useEnrollMfa, useMfaFactors, useRemoveMfa, useVerifyMfa, type MfaEnrolment } from '../api/mfa-factors';
import { InlineConfirm } from './inline-confirm';
import { SettingsSection } from './settings-section';

const TotpQrCode = lazy(() => import('./totp-qr-code').then((m) => ({ default: m.TotpQrCode })));

/** TOTP two-step verification: turn on (key to type in an authenticator app, then a first code), turn off. */
export function MfaSection() {
  const { t } = useTranslation('settings');
  const factors = useMfaFactors();
  const enroll = useEnrollMfa();
  const remove = useRemoveMfa();
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [asking, setAsking] = useState(false);
  const verified = factors.data?.find((factor) => factor.status === 'verified');
  const unfinished = factors.data?.filter((factor) => factor.status === 'unverified').map((factor) => factor.id) ?? [];

  return (
    <SettingsSection id="double-authentification" title={t('mfa.title')} description={t('mfa.description')}>
      {factors.isPending && <Spinner label={t('common.loading', { ns: 'common' })} />}
      {factors.isError && (
        <QueryError error={factors.error} onRetry={() => void factors.refetch()} retrying={factors.isFetching}>
          {t('loadError')}
        </QueryError>
      )}
      {factors.isSuccess && (
        <p className="text-sm">
          <span
            className={
              verified
                ? 'rounded-full bg-primary/10 px-2 py-0.5 font-semibold text-primary'
                : 'rounded-full bg-muted px-2 py-0.5 font-semibold'
            }
          >
            {verified ? t('mfa.on') : t('mfa.off')}
          </span>
        </p>
      )}
      {factors.isSuccess && !verified && !enrolment && (
        <Button
          className="self-start"
          disabled={enroll.isPending}
          onClick={() => enroll.mutate(unfinished, { onSuccess: setEnrolment })}
        >
          {t('mfa.enable')}
        </Button>
      )}
      <FormError error={enroll.error} />
      {enrolment && !verified && <EnrolmentSteps enrolment={enrolment} onDone={() => setEnrolment(null)} />}
      {verified &&
        (asking ? (
          <InlineConfirm
            question={t('mfa.disableQuestion')}
            confirmLabel={t('mfa.disableConfirm')}
            cancelLabel={t('cancel')}
            pending={remove.isPending}
            onCancel={() => setAsking(false)}
            onConfirm={() =>
              remove.mutate(verified.id, {
                onSuccess: () => {
                  setAsking(false);
                  notifySuccess(t('mfa.disabled'));
                },
              })
            }
          />
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setAsking(true)}>
            {t('mfa.disable')}
          </Button>
        ))}
      <FormError error={remove.error} />
    </SettingsSection>
  );
}

function EnrolmentSteps({ enrolment, onDone }: { enrolment: MfaEnrolment; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const verify = useVerifyMfa();
  const { register, handleSubmit, setError, formState } = useCodeForm();
  const submit = handleSubmit(async ({ code }) => {
    try {
      await verify.mutateAsync({ id: enrolment.id, code });
      notifySuccess(t('mfa.enabled'));
      onDone();
    } catch (failure) {
      applyServerErrors(failure, setError, ['code'], { mfa_invalid_code: 'code' });
    }
  });
  return (
    <form noValidate onFocus={preloadCodeForm} onSubmit={submit} className="flex flex-col gap-3 sm:max-w-md">
      <p className="text-sm">{t('mfa.step1')}</p>
      <div className="flex flex-col gap-1">
        <span className="text-xs text-muted-foreground">{t('mfa.secretLabel')}</span>
        <code
          data-testid="mfa-secret"
          className="rounded-md bg-muted px-3 py-2 font-mono text-base tracking-wider break-all select-all"
        >
          {enrolment.totp.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </div>
      <div className="flex flex-col gap-2">
        <span className="text-xs text-muted-foreground">{t('mfa.qrLabel')}</span>
        <Suspense fallback={<div className="size-48 rounded-md bg-muted" />}>
          <TotpQrCode uri={enrolment.totp.uri} label={t('mfa.qrAlt')} />
        </Suspense>
        {/* On the phone that holds the authenticator app, the link opens it directly. */}
        <a href={enrolment.totp.uri} className="w-fit text-sm font-medium text-primary underline underline-offset-4">
          {t('mfa.openApp')}
        </a>
      </div>
      <p className="text-sm">{t('mfa.step2')}</p>
      <CodeField id="mfa-code" registration={register('code')} error={formState.errors.code} />
      <FormError error={verify.error} fieldCodes={['mfa_invalid_code']} />
      <Button type="submit" className="self-start" disabled={verify.isPending}>
        {t('mfa.verify')}
      </Button>
    </form>
  );
}
