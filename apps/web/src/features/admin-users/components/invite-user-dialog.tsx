import type { TAdminInviteRequest, ZAdminInviteRequestSchema } from '@sante/shared/auth-schemas';
import { ROLES, type Role } from '@sante/shared/roles';
import { mayAct } from '@sante/shared/staff-permissions';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notifySuccess } from '../../../lib/notify';
import { ActionDialog } from '../../planning/components/action-dialog';
import { useInviteUser } from '../api/admin-users';
import './register-users-catalogues';

const inviteForm = lazyResolver(() => import('./invite-form-schema').then((m) => m.inviteResolver));
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'role'] as const;

/**
 * « Inviter un compte »: any role the caller may create (`user.create` of ADR 021: staff roles for the super admin
 * only); carers go through `/admin/medecins/create`, which also makes their professional profile.
 */
export function InviteUserDialog({ viewerRole, onClose }: { viewerRole: Role | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const invite = useInviteUser();
  const roles = ROLES.filter((role) => role !== 'medecin' && mayAct(viewerRole, 'user.create', role));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TAdminInviteRequest, unknown, z.output<typeof ZAdminInviteRequestSchema>>({
    resolver: inviteForm.resolver,
    defaultValues: { firstName: '', lastName: '', email: '', role: 'patient' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const user = await invite.mutateAsync({ ...values, phone: values.phone || undefined });
      notifySuccess(t('inviteForm.done', { email: user.email ?? '' }));
      onClose();
    } catch (failure) {
      applyServerErrors(failure, setError, FIELDS);
    }
  });
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone', type = 'text') => (
    <FormField id={`invite-${name}`} label={t(`inviteForm.${name}`)} errors={fieldMessages(tc, errors[name])}>
      {(control) => <Input {...control} type={type} autoComplete="off" {...register(name)} />}
    </FormField>
  );
  return (
    <ActionDialog
      open
      title={t('inviteForm.title')}
      description={t('inviteForm.description')}
      confirmLabel={t('inviteForm.submit')}
      pending={invite.isPending}
      onClose={onClose}
      onConfirm={() => void submit()}
    >
      <div className="flex flex-col gap-3" onFocus={inviteForm.preload}>
        {text('firstName')}
        {text('lastName')}
        {text('email', 'email')}
        {text('phone', 'tel')}
        <FormField id="invite-role" label={t('role')} errors={fieldMessages(tc, errors.role)}>
          {(control) => (
            <Select {...control} {...register('role')}>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {tc(`roles.${role}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormError error={invite.error} fieldCodes={['validation_failed', 'email_exists', 'phone_exists']} />
      </div>
    </ActionDialog>
  );
}
