import type { TContactUndoRequest } from '@sante/shared/auth-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/auth/contact-change/undo`: the token of the link sent to the previous contact, in the body (never
 * in a query string); puts the previous e-mail or phone back and ends every session of the account.
 */
export function undoContactChange(body: TContactUndoRequest): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('/auth/contact-change/undo', { method: 'POST', body });
}

export function useUndoContactChange() {
  return useMutation({ mutationFn: undoContactChange });
}
