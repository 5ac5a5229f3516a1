import {
  ZRegisterPharmacistRequestSchema,
  ZUpdatePharmacistRequestSchema,
  type PharmacistView,
  type PharmacistsResponse,
} from '@sante/shared/pharmacist-schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { loadMessageTexts } from '../../../lib/i18n';
import { usePharmacists, useRegisterPharmacist, useUpdatePharmacist } from '../api/pharmacist-queries';

type Pharmacies = PharmacistsResponse['pharmacies'];

/** The pharmacy a pharmacist reviews for; empty: the platform's own pharmacist (every pharmacy). */
function PharmacyField({
  id,
  value,
  pharmacies,
  onChange,
}: {
  id: string;
  value: string;
  pharmacies: Pharmacies;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('shop');
  return (
    <FormField id={id} label={t('pharmacists.pharmacy')}>
      {(field) => (
        <Select {...field} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('pharmacists.platform')}</option>
          {pharmacies.map((pharmacy) => (
            <option key={pharmacy.id} value={pharmacy.id}>
              {pharmacy.name} ({pharmacy.city})
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

function RegisterForm({ data }: { data: PharmacistsResponse }) {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const register = useRegisterPharmacist();
  const [userId, setUserId] = useState('');
  const [ordreNumber, setOrdreNumber] = useState('');
  const [pharmacyId, setPharmacyId] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  return (
    <form
      noValidate
      aria-label={t('pharmacists.register')}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = ZRegisterPharmacistRequestSchema.safeParse({
          userId,
          ordreNumber,
          pharmacyId: pharmacyId || null,
        });
        if (!parsed.success) {
          const fieldErrors: Record<string, string[]> = {};
          for (const issue of parsed.error.issues)
            fieldErrors[String(issue.path[0])] ??= [tc(issue.message as 'validation.required')];
          setErrors(fieldErrors);
          return;
        }
        setErrors({});
        register.mutate(parsed.data, {
          onSuccess: () => {
            setUserId('');
            setOrdreNumber('');
          },
        });
      }}
    >
      <h2 className="font-semibold">{t('pharmacists.register')}</h2>
      <FormField id="pharmacist-account" label={t('pharmacists.account')} errors={errors.userId ?? []}>
        {(field) => (
          <Select {...field} value={userId} onChange={(event) => setUserId(event.target.value)}>
            <option value="">{t('pharmacists.chooseAccount')}</option>
            {data.candidates.map((candidate) => (
              <option key={candidate.userId} value={candidate.userId}>
                {candidate.name} · {tc(`roles.${candidate.role}`, { defaultValue: candidate.role })}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <p className="text-sm text-muted-foreground">
        {t('pharmacists.inviteHint')}{' '}
        <Link className="text-primary underline" to="/admin/utilisateurs">
          {t('pharmacists.invite')}
        </Link>
      </p>
      <FormField
        id="pharmacist-number"
        label={t('pharmacists.number')}
        hint={t('pharmacists.numberHint')}
        errors={errors.ordreNumber ?? []}
      >
        {(field) => (
          <Input
            {...field}
            autoComplete="off"
            value={ordreNumber}
            onChange={(event) => setOrdreNumber(event.target.value)}
          />
        )}
      </FormField>
      <PharmacyField
        id="pharmacist-pharmacy"
        value={pharmacyId}
        pharmacies={data.pharmacies}
        onChange={setPharmacyId}
      />
      <FormError error={register.error} />
      <Button type="submit" disabled={register.isPending}>
        {t('pharmacists.submit')}
      </Button>
    </form>
  );
}

function PharmacistCard({ pharmacist, pharmacies }: { pharmacist: PharmacistView; pharmacies: Pharmacies }) {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const update = useUpdatePharmacist();
  const [editing, setEditing] = useState(false);
  const [ordreNumber, setOrdreNumber] = useState(pharmacist.ordreNumber);
  const [pharmacyId, setPharmacyId] = useState(pharmacist.pharmacyId ?? '');
  const [invalid, setInvalid] = useState(false);
  const save = (
    active: boolean,
    fields = { ordreNumber: pharmacist.ordreNumber, pharmacyId: pharmacist.pharmacyId },
  ) => {
    const parsed = ZUpdatePharmacistRequestSchema.safeParse({ ...fields, active });
    setInvalid(!parsed.success);
    if (parsed.success)
      update.mutate({ userId: pharmacist.userId, ...parsed.data }, { onSuccess: () => setEditing(false) });
  };
  return (
    <article aria-label={pharmacist.name} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">{pharmacist.name}</h3>
          <p className="text-sm break-all text-muted-foreground">{pharmacist.email}</p>
          <p className="text-sm">{tc(`roles.${pharmacist.role}`, { defaultValue: pharmacist.role })}</p>
        </div>
        <span
          className={
            pharmacist.active
              ? 'rounded-full bg-success/15 px-2 py-0.5 text-sm font-medium text-success'
              : 'rounded-full bg-muted px-2 py-0.5 text-sm font-medium text-muted-foreground'
          }
        >
          {pharmacist.active ? t('pharmacists.active') : t('pharmacists.inactive')}
        </span>
      </header>
      {editing ? (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save(pharmacist.active, { ordreNumber, pharmacyId: pharmacyId || null });
          }}
        >
          <FormField
            id={`number-${pharmacist.userId}`}
            label={t('pharmacists.number')}
            errors={invalid ? [tc('validation.invalidFormat')] : []}
          >
            {(field) => (
              <Input
                {...field}
                autoComplete="off"
                value={ordreNumber}
                onChange={(e) => setOrdreNumber(e.target.value)}
              />
            )}
          </FormField>
          <PharmacyField
            id={`pharmacy-${pharmacist.userId}`}
            value={pharmacyId}
            pharmacies={pharmacies}
            onChange={setPharmacyId}
          />
          <FormError error={update.error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={update.isPending}>
              {t('pharmacists.save')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
              {t('pharmacists.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
            <dt className="text-muted-foreground">{t('pharmacists.number')}</dt>
            <dd className="font-medium">{pharmacist.ordreNumber}</dd>
            <dt className="text-muted-foreground">{t('pharmacists.pharmacy')}</dt>
            <dd>{pharmacist.pharmacyName ?? t('pharmacists.platform')}</dd>
          </dl>
          <FormError error={update.error} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              {t('pharmacists.edit')}
            </Button>
            <Button
              variant={pharmacist.active ? 'destructive' : 'secondary'}
              disabled={update.isPending}
              onClick={() => save(!pharmacist.active)}
            >
              {pharmacist.active ? t('pharmacists.deactivate') : t('pharmacists.reactivate')}
            </Button>
          </div>
        </>
      )}
    </article>
  );
}

/**
 * The pharmacists who review prescriptions (`pharmacists.manage`, ADR 049): register a staff account with their
 * Ordre number and partner pharmacy, correct it, deactivate it.
 */
export function PharmacistsPanel() {
  const { t } = useTranslation('shop');
  const pharmacists = usePharmacists();
  // The forms' validation texts (`validation.*`) are downloaded when first needed.
  useEffect(() => {
    void loadMessageTexts();
  }, []);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="pharmacists-title">
      <header className="flex flex-col gap-1">
        <h2 id="pharmacists-title" className="text-xl font-semibold">
          {t('pharmacists.title')}
        </h2>
        <p className="text-muted-foreground">{t('pharmacists.description')}</p>
      </header>
      {pharmacists.isPending && <Spinner label={t('results.loading')} />}
      <FormError error={pharmacists.error} />
      {pharmacists.data && (
        <>
          <RegisterForm data={pharmacists.data} />
          {pharmacists.data.pharmacists.length === 0 && <Alert>{t('pharmacists.empty')}</Alert>}
          {pharmacists.data.pharmacists.map((pharmacist) => (
            <PharmacistCard
              key={`${pharmacist.userId}-${pharmacist.updatedAt}`}
              pharmacist={pharmacist}
              pharmacies={pharmacists.data.pharmacies}
            />
          ))}
        </>
      )}
    </section>
  );
}
