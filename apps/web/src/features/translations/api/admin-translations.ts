import { LANGUAGES, type Language } from '@sante/shared/constants';
import type {
  TranslationOverridesResponse,
  TTranslationImportRequest,
  TTranslationOverrides,
  TTranslationUpdateRequest,
} from '@sante/shared/translation-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

const translationsKey = ['admin', 'translations'] as const;

/**
 * Every language's overrides: a reviewer reads them fresh (`GET /api/admin/translations`, the export); other
 * staff read what the app is served (`GET /api/translations/{language}`).
 */
export function overridesQueryOptions(reviewer: boolean) {
  return queryOptions({
    queryKey: [...translationsKey, 'overrides', reviewer] as const,
    queryFn: async ({ signal }) => {
      const answers = await Promise.all(
        LANGUAGES.map((language) =>
          reviewer
            ? apiRequest<TranslationOverridesResponse>('/admin/translations', { query: { language }, signal })
            : apiRequest<TranslationOverridesResponse>(`/translations/${language}`, { signal }),
        ),
      );
      return Object.fromEntries(LANGUAGES.map((language, i) => [language, answers[i]?.overrides ?? {}])) as Record<
        Language,
        TTranslationOverrides
      >;
    },
  });
}

export function useOverrides(reviewer: boolean) {
  return useQuery(overridesQueryOptions(reviewer));
}

/** `PUT /api/admin/translations`: one key changed in place, shown at once in this tab too. */
export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: TTranslationUpdateRequest) =>
      apiRequest<TTranslationUpdateRequest>('/admin/translations', { method: 'PUT', body: edit }),
    onSuccess: (saved) => {
      i18n.addResources(saved.language, saved.namespace, { [saved.key]: saved.value });
      return queryClient.invalidateQueries({ queryKey: translationsKey });
    },
  });
}

/** `POST /api/admin/translations/import`: a language's overrides as exported. */
export function useImportTranslations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: TTranslationImportRequest) =>
      apiRequest<{ language: Language; count: number }>('/admin/translations/import', { method: 'POST', body: file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: translationsKey }),
  });
}

/** `GET /api/admin/translations?language=`: the export, as the import expects it. */
export function exportTranslations(language: Language): Promise<TranslationOverridesResponse> {
  return apiRequest<TranslationOverridesResponse>('/admin/translations', { query: { language } });
}
