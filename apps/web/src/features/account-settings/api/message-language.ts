import type { Language } from '@sante/shared/constants';
import type { TLanguageRequest } from '@sante/shared/messaging-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `PUT /api/account/language`: the language of the e-mails and WhatsApp messages the account receives. */
export function useSaveMessageLanguage() {
  return useMutation({
    mutationFn: (language: Language) =>
      apiRequest<TLanguageRequest>('/account/language', { method: 'PUT', body: { language } }),
  });
}
