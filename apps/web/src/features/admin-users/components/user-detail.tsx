import {
  ACCOUNT_SUSPENSION_REASONS,
  ZAccountSuspensionSchema,
  type AdminUserDetail,
} from '@sante/shared/account-status-schemas';
import { normaliseRole, ROLES, type Role } from '@sante/shared/roles';
import { mayAct } from '@sante/shared/staff-permissions';
import { X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import '../../admin-carers/components/register-carers-catalogues';
import { CarerSuspensionSummary } from '../../admin-carers/components/carer-suspension-summary';
import { SuspensionFields, useSuspensionFields } from '../../admin-carers/components/suspension-fields';
import { ActionDialog } from '../../planning/components/action-dialog';
import {
  useAdminUserActivity,
  useChangeAccountStatus,
  useEraseAdminUser,
  useRemoveUserFactor,
  useSendUserLink,
  useUpdateAdminUser,
} from '../api/admin-users';
import './register-users-catalogues';

type Pending =
  | { kind: 'role'; role: Role }
  | { kind: 'deactivate' | 'reactivate' | 'erase' | 'suspend' | 'lift' }
  | { kind: 'removeFactor'; factorId: string };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * One account in `/admin/utilisateurs`: role, status, contacts, last sign-in, open sessions, second factors and
 * audit trail; the actions the caller's role allows on this account (ADR 021's table: role changes are the super
 * admin's). No « sign in as ».
 */
export function UserDetail({
  user,
  viewerRole,
  viewerId,
  onClose,
}: {
  user: AdminUserDetail;
  viewerRole: Role | null;
  viewerId: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('users');
  const { t: tc } = useTranslation();
  const activity = useAdminUserActivity(user.id);
  const update = useUpdateAdminUser(user.id);
  const changeStatus = useChangeAccountStatus(user.id);
  const suspension = useSuspensionFields(ZAccountSuspensionSchema);
  const erase = useEraseAdminUser(user.id);
  const removeFactor = useRemoveUserFactor(user.id);
  const sendLink = useSendUserLink();
  const [pending, setPending] = useState<Pending | null>(null);
  const role = normaliseRole(user.role);
  const [newRole, setNewRole] = useState<Role>(role ?? 'patient');
  const name = `${user.firstName} ${user.lastName}`;
  const when = (iso: string) => formatDateTime(new Date(iso), i18n.language);
  const may = (action: Parameters<typeof mayAct>[1]) => mayAct(viewerRole, action, role);
  const busy = update.isPending || changeStatus.isPending || erase.isPending || removeFactor.isPending;
  // A carer's listing is suspended from its own page; nobody suspends their own account (ADR 054).
  const suspendable = may('user.update') && role !== 'medecin' && user.id !== viewerId;

  const confirm = () => {
    if (!pending) return;
    const done = { onSuccess: () => notifySuccess(t('detail.done')), onSettled: () => setPending(null) };
    switch (pending.kind) {
      case 'role':
        update.mutate({ role: pending.role }, done);
        break;
      case 'deactivate':
        update.mutate({ status: 'deleted' }, done);
        break;
      case 'reactivate':
        update.mutate({ status: 'active' }, done);
        break;
      case 'suspend': {
        const reason = suspension.validated();
        if (reason) changeStatus.mutate({ status: 'suspended', suspension: reason }, done);
        break;
      }
      case 'lift':
        changeStatus.mutate({ status: 'active' }, done);
        break;
      case 'erase':
        erase.mutate(undefined, {
          ...done,
          onSuccess: () => {
            notifySuccess(t('detail.done'));
            onClose();
          },
        });
        break;
      case 'removeFactor':
        removeFactor.mutate(pending.factorId, done);
        break;
    }
  };
  const send = (type: 'invite' | 'recovery') =>
    user.email &&
    sendLink.mutate({ type, email: user.email }, { onSuccess: () => notifySuccess(t('detail.linkSent')) });

  return (
    <article
      aria-labelledby="user-detail-title"
      className="flex flex-col gap-5 rounded-xl border bg-card p-4 shadow-sm"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id="user-detail-title" className="text-xl font-semibold">
            {name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {tc(`roles.${role ?? 'none'}`)} · {t(`statuses.${user.status}`)}
          </p>
          <p className="text-sm break-all">{[user.phone, user.email].filter(Boolean).join(' · ')}</p>
        </div>
        <Button variant="ghost" size="icon" aria-label={t('detail.close')} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </header>

      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('detail.created')}</dt>
        <dd>{when(user.createdAt)}</dd>
        <dt className="text-muted-foreground">{t('detail.lastSignIn')}</dt>
        <dd>
          {activity.data ? (activity.data.lastSignInAt ? when(activity.data.lastSignInAt) : t('detail.never')) : '…'}
        </dd>
      </dl>

      {user.status === 'suspended' && <Alert variant="destructive">{t('detail.suspendedExplain')}</Alert>}
      {user.suspension && (
        <Section title={t('detail.suspension')}>
          <CarerSuspensionSummary suspension={user.suspension} />
        </Section>
      )}

      <Section title={t('detail.actions')}>
        <div className="flex flex-wrap gap-2">
          {role === 'medecin' && (
            <Button asChild variant="outline" size="sm">
              <Link to={`/admin/medecins/edit/${user.id}`}>{t('detail.carerPage')}</Link>
            </Button>
          )}
          {user.email && may('user.send_invitation') && (
            <Button variant="outline" size="sm" disabled={sendLink.isPending} onClick={() => send('invite')}>
              {t('detail.sendInvitation')}
            </Button>
          )}
          {user.email && may('user.send_recovery_link') && (
            <Button variant="outline" size="sm" disabled={sendLink.isPending} onClick={() => send('recovery')}>
              {t('detail.sendRecovery')}
            </Button>
          )}
          {suspendable && user.status === 'active' && (
            <Button variant="outline" size="sm" onClick={() => setPending({ kind: 'suspend' })}>
              {t('detail.suspend')}
            </Button>
          )}
          {suspendable && user.status === 'suspended' && (
            <Button size="sm" onClick={() => setPending({ kind: 'lift' })}>
              {t('detail.lift')}
            </Button>
          )}
          {may('user.update') &&
            (user.status === 'deleted' ? (
              <Button variant="outline" size="sm" onClick={() => setPending({ kind: 'reactivate' })}>
                {t('detail.reactivate')}
              </Button>
            ) : (
              <Button variant="outline" size="sm" onClick={() => setPending({ kind: 'deactivate' })}>
                {t('detail.deactivate')}
              </Button>
            ))}
          {may('user.delete') && (
            <Button variant="destructive" size="sm" onClick={() => setPending({ kind: 'erase' })}>
              {t('detail.erase')}
            </Button>
          )}
        </div>
        {may('user.change_role') ? (
          <div className="flex flex-wrap items-end gap-2">
            <FormField id="user-new-role" label={t('detail.newRole')}>
              {(control) => (
                <Select {...control} value={newRole} onChange={(event) => setNewRole(event.target.value as Role)}>
                  {ROLES.map((value) => (
                    <option key={value} value={value}>
                      {tc(`roles.${value}`)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <Button
              variant="outline"
              disabled={newRole === role}
              onClick={() => setPending({ kind: 'role', role: newRole })}
            >
              {t('detail.changeRole')}
            </Button>
          </div>
        ) : (
          <p className="text-xs text-muted-foreground">{t('detail.roleOnlySuperAdmin')}</p>
        )}
        <FormError error={update.error ?? changeStatus.error ?? erase.error ?? removeFactor.error ?? sendLink.error} />
        <p className="text-xs text-muted-foreground">{t('detail.noImpersonation')}</p>
      </Section>

      {activity.isPending && <Spinner label={tc('common.loading')} />}
      {activity.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
      {activity.data && (
        <>
          <Section title={t('detail.sessions')}>
            {/* A suspended account's sessions are refused, and deleted when it is reactivated (ADR 054). */}
            {activity.data.sessions.length === 0 || user.status === 'suspended' ? (
              <p className="text-sm text-muted-foreground">{t('detail.noSessions')}</p>
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {activity.data.sessions.map((session) => (
                  <li key={session.id}>
                    {t('detail.session', {
                      device:
                        [session.userAgent.browser, session.userAgent.os].filter(Boolean).join(' · ') ||
                        t('detail.unknownDevice'),
                      when: when(session.createdAt),
                      ip: session.ipAddress ?? '—',
                    })}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          {may('mfa.list') && (
            <Section title={t('detail.factors')}>
              {activity.data.factors.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('detail.noFactors')}</p>
              ) : (
                <ul className="flex flex-col gap-2 text-sm">
                  {activity.data.factors.map((factor) => (
                    <li key={factor.id} className="flex flex-wrap items-center gap-2">
                      {t('detail.factor', {
                        status: t(`detail.factorStatuses.${factor.status}`),
                        when: when(factor.createdAt),
                      })}
                      {may('mfa.remove') && (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setPending({ kind: 'removeFactor', factorId: factor.id })}
                        >
                          {t('detail.removeFactor')}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          )}
          <Section title={t('detail.audit')}>
            {activity.data.audit.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('detail.noAudit')}</p>
            ) : (
              <ol className="flex flex-col gap-1 text-xs">
                {activity.data.audit.map((row) => (
                  <li key={row.id} className="flex flex-wrap gap-x-2">
                    <span className="text-muted-foreground tabular-nums">{when(row.at)}</span>
                    <span className="font-mono">{row.action}</span>
                    <span>{row.outcome}</span>
                    <span className="text-muted-foreground">
                      {row.bySelf
                        ? t('detail.bySelf')
                        : t('detail.byRole', { role: tc(`roles.${normaliseRole(row.actorRole) ?? 'none'}`) })}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Section>
        </>
      )}
      {pending && (
        <ActionDialog
          open
          title={name}
          description={
            pending.kind === 'role'
              ? t('detail.confirm.role', { role: tc(`roles.${pending.role}`), name })
              : t(`detail.confirm.${pending.kind}`, { name })
          }
          confirmLabel={
            pending.kind === 'role'
              ? t('detail.changeRole')
              : pending.kind === 'removeFactor'
                ? t('detail.removeFactor')
                : t(`detail.${pending.kind}`)
          }
          destructive={pending.kind !== 'reactivate' && pending.kind !== 'role' && pending.kind !== 'lift'}
          pending={busy}
          onClose={() => setPending(null)}
          onConfirm={confirm}
        >
          {pending.kind === 'suspend' && (
            <>
              {user.upcomingBookings > 0 && (
                <Alert>{t('detail.upcomingBookings', { count: user.upcomingBookings })}</Alert>
              )}
              <SuspensionFields
                fields={suspension}
                reasons={ACCOUNT_SUSPENSION_REASONS}
                noteHint={t('detail.suspensionNoteHint')}
              />
            </>
          )}
        </ActionDialog>
      )}
    </article>
  );
}
