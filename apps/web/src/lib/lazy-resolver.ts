import type { FieldErrors, FieldValues, GlobalError, Resolver } from 'react-hook-form';
import { loadMessageTexts } from './i18n';
import { retryingImport } from './lazy-import';

/**
 * A react-hook-form resolver whose validation code (zod and the schemas) is downloaded when the form
 * is first focused or validated, so that it never weighs on a page's first load.
 *
 * Offline, or with no answer within 10 s, the form is not valid (nothing is sent) and ends its submit at once:
 * `FormError` says « Pas de connexion internet », and the code is downloaded again when the network returns
 * (see `retryingImport`) or on the next submit.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void } {
  // The validation texts travel with the validation code (see `loadMessageTexts`).
  const get = retryingImport(() => Promise.all([load(), loadMessageTexts()]).then(([resolve]) => resolve));
  return {
    resolver: async (values, context, options) => {
      let resolve: Resolver<TInput, unknown, TOutput>;
      try {
        resolve = await get();
      } catch {
        // A form-level error (as `setError('root', …)` makes): no field is wrong, the form is just not valid.
        const root: GlobalError = { type: 'network', message: 'errors.network' };
        return { values: {}, errors: { root } as FieldErrors<TInput> };
      }
      return resolve(values, context, options);
    },
    preload: () => void get().catch(() => undefined),
  };
}
