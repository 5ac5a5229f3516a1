import { lazyResolver } from '../../../lib/lazy-resolver';

const schemas = () => import('./form-schemas');

export const changePasswordForm = lazyResolver(() => schemas().then((m) => m.changePasswordResolver));
export const deleteAccountForm = lazyResolver(() => schemas().then((m) => m.deleteAccountResolver));
