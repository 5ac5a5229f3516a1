import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePublishedProtocol, usePublishedProtocols } from '../api/protocols';
import { ProtocolContent } from './protocol-content';
import { ProtocolSummaryLink } from './protocol-summary-link';
import './register-protocols-catalogue';

const PATH = '/dashboard-medecin/protocoles-medicaux';

/** `/dashboard-medecin/protocoles-medicaux`: the published protocols, searched by condition, one opened at a time. */
export function ProtocolsPage() {
  const { t } = useTranslation('protocols');
  const [params] = useSearchParams();
  const open = params.get('protocole');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl leading-tight font-semibold">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      {open ? <OpenProtocol protocolId={open} /> : <ProtocolList />}
    </div>
  );
}

function ProtocolList() {
  const { t } = useTranslation('protocols');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const protocols = usePublishedProtocols(q);
  return (
    <>
      <search>
        <FormField id="protocols-search" label={t('search')} hint={t('searchHint')}>
          {(control) => (
            <div className="relative">
              <Search aria-hidden="true" className="absolute top-3 left-3 size-5 text-muted-foreground" />
              <Input
                {...control}
                type="search"
                className="pl-10"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                autoComplete="off"
              />
            </div>
          )}
        </FormField>
      </search>
      {protocols.isPending && <Spinner label={t('title')} />}
      {protocols.isError && (
        <QueryError error={protocols.error} onRetry={() => void protocols.refetch()} retrying={protocols.isFetching}>
          {t('loadError')}
        </QueryError>
      )}
      {protocols.data && protocols.data.length === 0 && <Alert>{q ? t('noMatch', { q }) : t('empty')}</Alert>}
      {protocols.data && protocols.data.length > 0 && (
        <ul className="flex flex-col gap-2">
          {protocols.data.map((protocol) => (
            <li key={protocol.protocolId}>
              <ProtocolSummaryLink to={`${PATH}?protocole=${protocol.protocolId}`} kind="protocol" summary={protocol} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function OpenProtocol({ protocolId }: { protocolId: string }) {
  const { t } = useTranslation('protocols');
  const protocol = usePublishedProtocol(protocolId);
  return (
    <div className="flex flex-col gap-3">
      <BackLink to={PATH}>{t('back')}</BackLink>
      {protocol.isPending && <Spinner label={t('title')} />}
      {protocol.isError && (
        <QueryError error={protocol.error} onRetry={() => void protocol.refetch()} retrying={protocol.isFetching}>
          {t('openError')}
        </QueryError>
      )}
      {protocol.data && <ProtocolContent kind="protocol" protocol={protocol.data} />}
    </div>
  );
}
