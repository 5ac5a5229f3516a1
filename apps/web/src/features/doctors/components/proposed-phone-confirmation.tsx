import { normaliseCameroonPhone } from '@sante/shared/phone';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/profile.json';
import { useConfirmProposedPhone } from '../api/confirm-proposed-phone';
import { useMessageTexts } from '../../../lib/use-message-texts';

registerCatalogues('profile', { fr, en: () => import('../../../locales/en/profile.json') });

const CodeStep = lazy(() =>
  import('../../patient-profile/components/phone-change-steps').then((module) => ({ default: module.CodeStep })),
);

/**
 * A number proposed by staff for this account (ADR 021) moves only once its owner enters the code sent to it:
 * the number, then the patient profile's code step, checked by `POST /api/auth/phone/verify`.
 */
export function ProposedPhoneConfirmation() {
  const { t } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  useMessageTexts();
  const verify = useConfirmProposedPhone();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [phone, setPhone] = useState<string | null>(null);

  const next = () => {
    const normalised = normaliseCameroonPhone(draft);
    setInvalid(normalised === null);
    if (normalised) setPhone(normalised);
  };

  return (
    <section aria-labelledby="proposed-phone-title" className="mt-8 flex flex-col gap-3 border-t pt-6">
      <h2 id="proposed-phone-title" className="text-lg font-semibold">
        {t('phone.proposedTitle')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('phone.proposedHint')}</p>
      {phone ? (
        <Suspense fallback={<Spinner label={t('phone.proposedTitle')} />}>
          <CodeStep
            phone={phone}
            verify={verify}
            onDone={() => {
              setPhone(null);
              setDraft('');
            }}
            onOtherNumber={() => setPhone(null)}
          />
        </Suspense>
      ) : (
        <div className="flex flex-col gap-3">
          <FormField
            id="proposed-phone"
            label={t('phone.proposedPhone')}
            errors={invalid ? [tCommon('validation.invalidPhone')] : []}
          >
            {(control) => (
              <Input
                {...control}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  next();
                }}
              />
            )}
          </FormField>
          <Button type="button" variant="outline" className="self-start" onClick={next}>
            {t('phone.proposedContinue')}
          </Button>
        </div>
      )}
    </section>
  );
}
