import { useEffect } from 'react';
import { loadMessageTexts } from './i18n';

/**
 * For a screen that shows a validation or error text of its own (not through its form's validation nor an
 * `ApiError`): downloads those texts when it opens (see `loadMessageTexts`).
 */
export function useMessageTexts(): void {
  useEffect(() => {
    loadMessageTexts().catch(() => undefined);
  }, []);
}
