import { lazyResolver } from '../../../lib/lazy-resolver';

/** Each record form's resolver, downloaded with zod on the first focus of the form. */
const schemas = () => import('./form-schemas');

export const healthEntryForm = lazyResolver(() => schemas().then((m) => m.healthEntryResolver));
export const documentFieldsForm = lazyResolver(() => schemas().then((m) => m.documentFieldsResolver));
