import type { AuthResponse } from '@sante/shared/auth-schemas';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { useRequirementFor } from '../components/route-requirements';
import { doctorSessionStore, hasDoctorSessionFor } from '../session/doctor-session';
import { postSignInPath } from '../session/post-sign-in-path';
import { useEstablishSession } from './use-establish-session';

/** The page a guard remembered: `?redirect=` first, then router state `{ from }`. */
export function requestedPath(location: Location): string | null {
  const fromQuery = new URLSearchParams(location.search).get('redirect');
  if (fromQuery) return fromQuery;
  const state: unknown = location.state;
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string') {
    return state.from;
  }
  return null;
}

/**
 * Keeps the session, says so in a toast (`success`, translated by the caller, or "Connexion réussie"), and goes to
 * the remembered page or the user's home.
 */
export function useCompleteSignIn(): (response: AuthResponse, success?: string) => void {
  const { t } = useTranslation();
  const establish = useEstablishSession();
  const navigate = useNavigate();
  const location = useLocation();
  const requirementFor = useRequirementFor();

  return useCallback(
    (response, success) => {
      establish(response);
      const viewer = {
        role: response.user.role,
        hasDoctorSession: hasDoctorSessionFor(doctorSessionStore.getSnapshot(), response.user.id),
      };
      notifySuccess(success ?? t('success.signIn'));
      void navigate(postSignInPath({ requested: requestedPath(location), viewer, requirementFor }), { replace: true });
    },
    [establish, location, navigate, requirementFor, t],
  );
}
