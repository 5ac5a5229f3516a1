import { lazyResolver } from '../../../lib/lazy-resolver';

/** Each form's resolver, downloaded with zod on the first focus of the form. */
const schemas = () => import('./form-schemas');

export const signInForm = lazyResolver(() => schemas().then((m) => m.signInResolver));
export const signUpForm = lazyResolver(() => schemas().then((m) => m.signUpResolver));
export const newPasswordForm = lazyResolver(() => schemas().then((m) => m.newPasswordResolver));
export const emailForm = lazyResolver(() => schemas().then((m) => m.emailResolver));
export const phoneForm = lazyResolver(() => schemas().then((m) => m.phoneResolver));
export const codeForm = lazyResolver(() => schemas().then((m) => m.codeResolver));
