import type { ProtocolAdminSummary, ProtocolKind, ProtocolVersion } from '@sante/shared/protocol-schemas';
import { mayAct } from '@sante/shared/staff-permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../auth/api/session';
import { useAdminProtocols, usePublishProtocol, type ProtocolSaveTarget } from '../api/protocols';
import { ProcedureAcknowledgementsPanel } from './procedure-acknowledgements-panel';
import { ProtocolContent } from './protocol-content';
import { ProtocolForm } from './protocol-form';
import { KIND_NAMESPACE } from './protocol-kind';
import { ProtocolValidationBadge } from './protocol-validation-badge';
import './register-procedures-catalogue';
import './register-protocols-catalogue';

type Editing = { target: ProtocolSaveTarget; initial: ProtocolVersion | null };

const PATH = '/admin/protocoles-medicaux';

/**
 * `/admin/protocoles-medicaux`: every protocol with its newest version, and (`?type=procedures`) the procedures
 * manual with who has read each one. Admins and super admins (`protocols.manage`) create, start a new version, edit a
 * draft and publish it; the other staff read (ADRs 037, 045).
 */
export function AdminProtocolsPage() {
  const [params] = useSearchParams();
  const kind: ProtocolKind = params.get('type') === 'procedures' ? 'procedure' : 'protocol';
  return <AdminDocuments key={kind} kind={kind} />;
}

function KindTabs({ kind }: { kind: ProtocolKind }) {
  const { t } = useTranslation('protocols');
  const tab = (to: string, label: string, current: boolean) => (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium',
        current ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
      )}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('tabs.label')} className="flex flex-wrap gap-2 rounded-lg border bg-card p-1">
      {tab(PATH, t('tabs.protocols'), kind === 'protocol')}
      {tab(`${PATH}?type=procedures`, t('tabs.procedures'), kind === 'procedure')}
    </nav>
  );
}

function AdminDocuments({ kind }: { kind: ProtocolKind }) {
  const { t } = useTranslation(KIND_NAMESPACE[kind]);
  const protocols = useAdminProtocols(kind);
  const [editing, setEditing] = useState<Editing | null>(null);
  const canManage = mayAct(useSession().data?.user.role ?? null, 'protocols.manage', 'protocols');

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('adminTitle')}</h1>
        <p className="text-sm text-muted-foreground">{t(canManage ? 'adminDescription' : 'adminReadOnly')}</p>
      </header>
      <KindTabs kind={kind} />
      {canManage && editing === null && (
        <Button className="self-start" onClick={() => setEditing({ target: { kind: 'newProtocol' }, initial: null })}>
          {t('add')}
        </Button>
      )}
      {editing && (
        <ProtocolForm
          kind={kind}
          key={JSON.stringify(editing.target)}
          target={editing.target}
          initial={editing.initial}
          onDone={() => setEditing(null)}
        />
      )}
      {protocols.isPending && <Spinner label={t('adminTitle')} />}
      {protocols.isError && (
        <QueryError error={protocols.error} onRetry={() => void protocols.refetch()} retrying={protocols.isFetching}>
          {t('loadError')}
        </QueryError>
      )}
      {protocols.data && protocols.data.length === 0 && <Alert>{t('empty')}</Alert>}
      {protocols.data && protocols.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {protocols.data.map((protocol) => (
            <AdminProtocolItem
              kind={kind}
              key={protocol.protocolId}
              protocol={protocol}
              canManage={canManage && editing === null}
              onEdit={setEditing}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function AdminProtocolItem({
  kind,
  protocol,
  canManage,
  onEdit,
}: {
  kind: ProtocolKind;
  protocol: ProtocolAdminSummary;
  canManage: boolean;
  onEdit: (editing: Editing) => void;
}) {
  const { t } = useTranslation(KIND_NAMESPACE[kind]);
  const { t: tc } = useTranslation();
  const publish = usePublishProtocol(kind);
  const [showing, setShowing] = useState(false);
  const [readers, setReaders] = useState(false);
  const { latest } = protocol;
  const headingId = `protocol-${protocol.protocolId}`;
  const isDraft = latest.status === 'draft';

  const onPublish = () =>
    publish.mutate(latest.id, {
      onSuccess: (version) => notifySuccess(t('publishedToast', { version: version.version })),
      onError: (error) => notifyError(errorMessage(tc, error)),
    });

  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg leading-tight font-semibold">
          {latest.condition}
        </h2>
        <p className="text-sm text-muted-foreground">{latest.population}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-md bg-muted px-2 py-1 text-xs font-medium">
            {t(isDraft ? 'status.draft' : 'status.published', { version: latest.version })}
          </span>
          {isDraft && protocol.publishedVersion !== null && (
            <span className="text-xs text-muted-foreground">
              {t('doctorsRead', { version: protocol.publishedVersion })}
            </span>
          )}
          <ProtocolValidationBadge kind={kind} validation={latest.validation} />
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-expanded={showing} onClick={() => setShowing(!showing)}>
          {t(showing ? 'hide' : 'show')}
        </Button>
        {kind === 'procedure' && protocol.publishedVersion !== null && (
          <Button variant="outline" size="sm" aria-expanded={readers} onClick={() => setReaders(!readers)}>
            {t(readers ? 'readers.hide' : 'readers.show')}
          </Button>
        )}
        {canManage && isDraft && (
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onEdit({ target: { kind: 'draft', versionId: latest.id }, initial: latest })}
            >
              {t('editDraft')}
            </Button>
            <Button size="sm" disabled={publish.isPending} onClick={onPublish}>
              {t('publish', { version: latest.version })}
            </Button>
          </>
        )}
        {canManage && !isDraft && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onEdit({ target: { kind: 'newVersion', protocolId: protocol.protocolId }, initial: latest })}
          >
            {t('newVersion')}
          </Button>
        )}
      </div>
      {readers && <ProcedureAcknowledgementsPanel protocolId={protocol.protocolId} />}
      {showing && <ProtocolContent kind={kind} protocol={latest} />}
    </li>
  );
}
