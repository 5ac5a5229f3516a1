import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { SignInForm } from '../../auth/components/sign-in-form';
import { SignedInNotice } from '../../auth/components/signed-in-notice';
import { useViewer } from '../../auth/hooks/use-viewer';
import { isSafeRedirect } from '../../auth/session/post-sign-in-path';
import { BookingInProgress } from './booking-in-progress';
import './register-booking-auth-catalogues';

/**
 * `/booking/auth` and `/booking-auth`: sign in, or create an account, and come back to the booking (kept in
 * localStorage) through `?redirect=`, which the sign-in and sign-up forms follow.
 */
export function BookingAuthPage() {
  const { t } = useTranslation('bookingAuth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('redirect');
  const redirect = requested && isSafeRedirect(requested) ? requested : '/patient/booking';
  const viewer = useViewer();
  const signedInPatient = viewer.status === 'ready' && viewer.user?.role === 'patient';

  // A patient already signed in goes straight on with the booking.
  useEffect(() => {
    if (signedInPatient) void navigate(redirect, { replace: true });
  }, [navigate, redirect, signedInPatient]);

  const search = `?redirect=${encodeURIComponent(redirect)}`;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl leading-tight font-semibold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('description')}</p>
      </header>
      <BookingInProgress />
      <SignedInNotice />
      <Card>
        <CardContent className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">{t('signInTitle')}</h2>
          <SignInForm portal="patient" />
          <TextLink to={{ pathname: '/connexion/patient/mot-de-passe-oublie', search }} className="text-sm">
            {t('forgotPassword')}
          </TextLink>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t('signUpTitle')}</h2>
          <p className="text-sm text-muted-foreground">{t('signUpDescription')}</p>
          <TextLink to={{ pathname: '/connexion/patient/inscription', search }}>{t('signUp')}</TextLink>
        </CardContent>
      </Card>
    </div>
  );
}
