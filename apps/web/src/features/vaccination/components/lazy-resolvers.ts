import { lazyResolver } from '../../../lib/lazy-resolver';

const schemas = () => import('./form-schemas');

export const dependentForm = lazyResolver(() => schemas().then((m) => m.dependentResolver));
export const doseDetailsForm = lazyResolver(() => schemas().then((m) => m.doseDetailsResolver));
