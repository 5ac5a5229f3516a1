import { ShieldCheck, Stethoscope, UserRound, UsersRound, type LucideIcon } from 'lucide-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import './register-account-type-catalogues';

type Mode = 'signIn' | 'signUp';

type Choice = {
  id: 'patient' | 'medecin' | 'admin' | 'personnel';
  icon: LucideIcon;
  /** Where the card leads; without a path the card only explains. */
  path: { signIn: string; signUp: string | null };
  text: Record<Mode, ParseKeys<'accountType'>>;
};

const CHOICES: readonly Choice[] = [
  {
    id: 'patient',
    icon: UserRound,
    path: { signIn: '/connexion/patient', signUp: '/connexion/patient/inscription' },
    text: { signIn: 'patientSignIn', signUp: 'patientSignUp' },
  },
  {
    id: 'medecin',
    icon: Stethoscope,
    path: { signIn: '/connexion/medecin', signUp: null },
    text: { signIn: 'medecinSignIn', signUp: 'medecinSignUp' },
  },
  {
    id: 'admin',
    icon: ShieldCheck,
    path: { signIn: '/connexion/personnel', signUp: null },
    text: { signIn: 'adminSignIn', signUp: 'staffSignUp' },
  },
  {
    id: 'personnel',
    icon: UsersRound,
    path: { signIn: '/connexion/personnel', signUp: null },
    text: { signIn: 'personnelSignIn', signUp: 'staffSignUp' },
  },
];

/** `/login`, `/connexion` (which sign-in page) and `/signup` (only patients sign up themselves). */
export function AccountTypePage({ mode }: { mode: Mode }) {
  const { t } = useTranslation('accountType');
  const { search } = useLocation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold sm:text-3xl">{t(`${mode}Title`)}</h1>
        <p className="text-muted-foreground">{t(`${mode}Description`)}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {CHOICES.map(({ id, icon: Icon, path, text }) => {
          const target = path[mode];
          const body = (
            <>
              <span className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-lg font-semibold">{t(id)}</span>
              </span>
              <span className="text-sm text-muted-foreground">{t(text[mode])}</span>
            </>
          );
          return (
            <li key={id} className="flex">
              {target ? (
                <Link
                  to={{ pathname: target, search }}
                  className="flex w-full flex-col gap-3 rounded-xl border bg-card p-5 transition-colors hover:border-primary"
                >
                  {body}
                </Link>
              ) : (
                <div className="flex w-full flex-col gap-3 rounded-xl border border-dashed bg-card p-5">
                  {body}
                  <TextLink to={path.signIn} className="mt-auto text-sm">
                    {t('goToSignIn')}
                  </TextLink>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {mode === 'signUp' && <TextLink to="/connexion">{t('haveAccount')}</TextLink>}
    </div>
  );
}
