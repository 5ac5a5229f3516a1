import { homePathFor } from '@sante/shared/roles';
import { LogIn, LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { useViewer } from '../../features/auth/hooks/use-viewer';
import { fullName } from '../../features/auth/utils/full-name';
import { signedInRole } from '../../features/auth/utils/signed-in-role';

/**
 * Who is signed in (name and role, a link to their space: an icon on a phone) and a sign-out button; a sign-in
 * link otherwise, and while the session is read on a device that knows of no open session.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const state = useViewer();
  const signOut = useSignOut();
  const user = state.status === 'ready' ? state.user : null;
  if (!user) {
    // While the session is read, shown unless this device knows one is open (`html[data-signed-in]`, ADR 067).
    return (
      <Button
        asChild
        size="sm"
        className="max-sm:size-11 max-sm:px-0"
        data-visitor-only={state.status === 'pending' ? '' : undefined}
      >
        <Link to="/connexion">
          <LogIn aria-hidden="true" />
          <span className="max-sm:sr-only">{t('common.signIn')}</span>
        </Link>
      </Button>
    );
  }

  const name = fullName(user);
  const role = signedInRole(t, user.role);
  return (
    <div className="flex items-center gap-1">
      <Link
        to={user.role ? homePathFor(user.role) : '/'}
        className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1 hover:bg-accent max-sm:size-11 max-sm:justify-center"
      >
        <UserRound aria-hidden="true" className="size-4" />
        <span className="flex min-w-0 flex-col leading-tight max-sm:sr-only">
          <span className="max-w-40 truncate text-sm font-medium">{name}</span>
          <span className="text-xs text-muted-foreground">{role}</span>
        </span>
      </Link>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('common.signOut')}
        title={t('common.signOut')}
        disabled={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        <LogOut aria-hidden="true" />
      </Button>
    </div>
  );
}
