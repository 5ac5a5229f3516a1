import type { AdminUser } from '@sante/shared/auth-schemas';
import { normaliseRole, ROLES } from '@sante/shared/roles';
import { mayDoAny } from '@sante/shared/staff-permissions';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { registerCatalogues } from '../../../lib/register-catalogues';
import frPlanning from '../../../locales/fr/planning.json';
import { useViewer } from '../../auth/hooks/use-viewer';
import { ADMIN_USERS_LIMIT, useAdminUser, useAdminUsers } from '../api/admin-users';
import { InviteUserDialog } from './invite-user-dialog';
import './register-users-catalogues';
import { UserDetail } from './user-detail';

registerCatalogues('planning', { fr: frPlanning, en: () => import('../../../locales/en/planning.json') });

function SelectedUser({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation();
  const viewer = useViewer();
  const user = useAdminUser(id);
  if (user.isPending) return <Spinner label={tc('common.loading')} />;
  if (user.isError) return <Alert variant="destructive">{t('loadError')}</Alert>;
  const viewerRole = viewer.status === 'ready' ? (viewer.viewer?.role ?? null) : null;
  const viewerId = viewer.status === 'ready' ? (viewer.user?.id ?? null) : null;
  return (
    <UserDetail key={user.data.id} user={user.data} viewerRole={viewerRole} viewerId={viewerId} onClose={onClose} />
  );
}

/**
 * `/admin/utilisateurs`: every account (patients, carers, staff), searched by name, phone, e-mail or booking
 * reference and filtered by role; one account's detail and actions (`?compte=<id>`); « Inviter un compte ».
 */
export function AdminUsersPage() {
  const { t, i18n } = useTranslation('users');
  const { t: tc } = useTranslation();
  const viewer = useViewer();
  const viewerRole = viewer.status === 'ready' ? (viewer.viewer?.role ?? null) : null;
  const [params, setParams] = useSearchParams();
  const filters = { q: params.get('q') ?? '', role: ROLES.find((role) => role === params.get('role')) ?? '' };
  const selected = params.get('compte');
  const users = useAdminUsers(filters);
  const [inviting, setInviting] = useState(false);
  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: name !== 'compte' });
  };
  const open = (user: AdminUser) => (
    <Button size="sm" variant="outline" onClick={() => setParam('compte', user.id)}>
      {t('open')}
      <span className="sr-only">
        {' '}
        {user.firstName} {user.lastName}
      </span>
    </Button>
  );
  const roleOf = (user: AdminUser) => tc(`roles.${normaliseRole(user.role) ?? 'none'}`);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl leading-tight font-semibold">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
        </div>
        {mayDoAny(viewerRole, 'user.create') && (
          <Button className="self-start sm:self-auto" onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" />
            {t('invite')}
          </Button>
        )}
      </header>
      {selected && <SelectedUser id={selected} onClose={() => setParam('compte', '')} />}
      <fieldset className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-3 sm:items-end">
        <legend className="px-1 text-sm font-medium">{t('search')}</legend>
        <FormField id="user-filter-q" label={t('search')} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              type="search"
              placeholder={t('searchPlaceholder')}
              value={filters.q}
              onChange={(event) => setParam('q', event.target.value)}
            />
          )}
        </FormField>
        <FormField id="user-filter-role" label={t('role')}>
          {(control) => (
            <Select {...control} value={filters.role} onChange={(event) => setParam('role', event.target.value)}>
              <option value="">{t('all')}</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {tc(`roles.${role}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </fieldset>
      {users.isPending && <Spinner label={tc('common.loading')} />}
      {users.isError && <Alert variant="destructive">{t('loadError')}</Alert>}
      {users.isSuccess && users.data.users.length === 0 && <Alert>{t('empty')}</Alert>}
      {users.isSuccess && users.data.users.length > 0 && (
        <>
          <p className="text-sm text-muted-foreground">
            {t('total', { count: users.data.total })}
            {users.data.total > ADMIN_USERS_LIMIT && ` — ${t('limitNote', { count: ADMIN_USERS_LIMIT })}`}
          </p>
          <div className="hidden overflow-x-auto rounded-xl border bg-card lg:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('caption')}</caption>
              <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
                <tr>
                  {(['name', 'role', 'contact', 'status', 'created'] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-medium">
                      {t(column)}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 font-medium">
                    <span className="sr-only">{t('open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((user) => (
                  <tr key={user.id} className="border-b align-top last:border-0">
                    <td className="px-3 py-3 font-medium">
                      {user.firstName} {user.lastName}
                    </td>
                    <td className="px-3 py-3">{roleOf(user)}</td>
                    <td className="px-3 py-3">
                      <span className="block whitespace-nowrap">{user.phone ?? '—'}</span>
                      <span className="text-xs break-all text-muted-foreground">{user.email}</span>
                    </td>
                    <td className="px-3 py-3">{t(`statuses.${user.status}`)}</td>
                    <td className="px-3 py-3 whitespace-nowrap">
                      {formatDateTime(new Date(user.createdAt), i18n.language)}
                    </td>
                    <td className="px-3 py-3">{open(user)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 lg:hidden">
            {users.data.users.map((user) => (
              <li key={user.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="font-semibold">
                      {user.firstName} {user.lastName}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {roleOf(user)} · {t(`statuses.${user.status}`)}
                    </p>
                  </div>
                </div>
                <p className="text-sm break-all">{[user.phone, user.email].filter(Boolean).join(' · ')}</p>
                {open(user)}
              </li>
            ))}
          </ul>
        </>
      )}
      {inviting && <InviteUserDialog viewerRole={viewerRole} onClose={() => setInviting(false)} />}
    </div>
  );
}
