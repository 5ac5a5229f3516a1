import type { HealthEntryKind } from '@sante/shared/medical-record-constants';
import { MessageSquareText } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { registerCatalogues } from '../../../lib/register-catalogues';
import fr from '../../../locales/fr/record.json';
import { DocumentsSection } from './documents-section';
import { EmptyState } from './empty-state';
import { HealthEntriesSection } from './health-entries-section';

/** The signed prescriptions (ADR 034), downloaded when their section opens. */
const MyPrescriptionsSection = lazy(() =>
  import('../../prescriptions/components/patient-prescription').then((module) => ({
    default: module.MyPrescriptionsSection,
  })),
);

/** The lab results (ADR 039), downloaded when their section opens. */
const MyResultsSection = lazy(() =>
  import('../../lab-results/components/my-results-section').then((module) => ({
    default: module.MyResultsSection,
  })),
);

registerCatalogues('record', { fr, en: () => import('../../../locales/en/record.json') });

const SECTIONS = ['documents', 'allergies', 'conditions', 'treatments', 'prescriptions', 'results', 'reports'] as const;
type Section = (typeof SECTIONS)[number];

const ENTRY_KIND_OF: Partial<Record<Section, HealthEntryKind>> = {
  allergies: 'allergy',
  conditions: 'condition',
  treatments: 'treatment',
};

function isSection(value: string | null): value is Section {
  return (SECTIONS as readonly (string | null)[]).includes(value);
}

function ReportsSection() {
  const { t } = useTranslation('record');
  return <EmptyState icon={MessageSquareText} title={t('reports.emptyTitle')} text={t('reports.emptyText')} />;
}

/** `/patient/dossier`: the patient's medical record, one section at a time (`?section=`, kept on reload). */
export function MedicalRecordPage() {
  const { t } = useTranslation('record');
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('section');
  const section: Section = isSection(requested) ? requested : 'documents';
  const entryKind = ENTRY_KIND_OF[section];
  const activeLink = useRef<HTMLAnchorElement>(null);
  // On a phone the section links scroll sideways: keep the open one in view.
  useEffect(() => {
    // A statement, not the arrow's value: recent Chromium returns a promise, which React would call as a cleanup.
    void activeLink.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [section]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </header>
      <nav aria-label={t('sectionsLabel')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
          {SECTIONS.map((id) => (
            <li key={id}>
              <Link
                to={{ search: id === 'documents' ? '' : `?section=${id}` }}
                replace
                ref={id === section ? activeLink : undefined}
                aria-current={id === section ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center rounded-full border px-3.5 py-2 text-sm whitespace-nowrap transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  id === section && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
                )}
              >
                {t(`sections.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="record-section-title" className="flex flex-col gap-4">
        <h2 id="record-section-title" className="text-xl font-semibold">
          {t(`sections.${section}`)}
        </h2>
        {section === 'documents' && <DocumentsSection />}
        {entryKind && <HealthEntriesSection key={entryKind} kind={entryKind} />}
        {section === 'prescriptions' && (
          <Suspense fallback={<Spinner label={t('title')} />}>
            <MyPrescriptionsSection />
          </Suspense>
        )}
        {section === 'results' && (
          <Suspense fallback={<Spinner label={t('title')} />}>
            <MyResultsSection />
          </Suspense>
        )}
        {section === 'reports' && <ReportsSection />}
      </section>
    </div>
  );
}
