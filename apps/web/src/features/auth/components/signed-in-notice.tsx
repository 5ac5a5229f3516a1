import { homePathFor } from '@sante/shared/roles';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import { requestedPath } from '../hooks/use-complete-sign-in';
import { useViewer } from '../hooks/use-viewer';
import { fullName } from '../utils/full-name';
import { signedInRole } from '../utils/signed-in-role';

/** On a sign-in page while already signed in: who, and why the requested page was refused. */
export function SignedInNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = useViewer();
  if (state.status !== 'ready' || !state.user) return null;
  const { user } = state;
  return (
    <Alert>
      <p>{t('auth.signIn.alreadySignedIn', { name: fullName(user), role: signedInRole(t, user.role) })}</p>
      {requestedPath(location) && <p className="mt-1">{t('auth.signIn.wrongSpace')}</p>}
      {user.role && (
        <TextLink to={homePathFor(user.role)} className="mt-2">
          {t('auth.signIn.goToMySpace')}
        </TextLink>
      )}
    </Alert>
  );
}
