import { randomUUID } from 'node:crypto';
import type { AppDeps, Caller } from '../../app-context';
import { audit } from '../../lib/audit';
import type { AccountActor } from './account-actor';
import { maskIpAddress } from './device-summary';
import { toFhirBundle, type FhirBundle } from './fhir-bundle';
import { documentDownloadPath, readAccountData, type AccountData } from './read-account-data';

type ExportCaller = Pick<Caller, 'userId' | 'sessionId' | 'email'>;

/** `mes-donnees-2026-11-22.json`: the day in Douala. */
export function exportFileName(now: Date, extension: 'json' | 'fhir.json'): string {
  const day = new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10);
  return `mes-donnees-${day}.${extension}`;
}

/** The JSON export: every table about the caller, readable by a person and by a program. */
export function toAccountExport(data: AccountData, exportedAt: Date) {
  const { account, patientProfile: profile } = data;
  return {
    exportedAt: exportedAt.toISOString(),
    account: {
      id: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      email: account.email,
      role: account.role,
      status: account.status,
      createdAt: account.createdAt.toISOString(),
    },
    profile: {
      city: account.city,
      neighbourhood: account.neighbourhood,
      dateOfBirth: profile?.dateOfBirth ?? null,
      sex: profile?.sex ?? null,
      bloodGroup: profile?.bloodGroup ?? null,
      landmark: profile?.landmark ?? null,
      latitude: profile?.latitude ?? null,
      longitude: profile?.longitude ?? null,
      emergencyContact: profile?.emergencyContactName
        ? {
            name: profile.emergencyContactName,
            phone: profile.emergencyContactPhone,
            relation: profile.emergencyContactRelation,
          }
        : null,
      hasPhoto: profile?.photoObjectId != null,
      updatedAt: profile?.updatedAt.toISOString() ?? null,
    },
    healthEntries: data.entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      label: entry.label,
      note: entry.note,
      startedOn: entry.startedOn,
      createdAt: entry.createdAt.toISOString(),
      updatedAt: entry.updatedAt.toISOString(),
    })),
    documents: data.documents.map((document) => ({
      id: document.id,
      title: document.title,
      kind: document.kind,
      category: document.category,
      documentDate: document.documentDate,
      mimeType: document.mimeType,
      size: document.size,
      createdAt: document.createdAt.toISOString(),
      downloadPath: documentDownloadPath(document.id),
    })),
    vaccination: {
      dependents: data.dependents.map((person) => ({
        id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        dateOfBirth: person.dateOfBirth,
        sex: person.sex,
      })),
      doses: data.doses.map((dose) => ({
        id: dose.id,
        dependentId: dose.dependentId,
        vaccineCode: dose.vaccineCode,
        doseNumber: dose.doseNumber,
        givenOn: dose.givenOn,
        place: dose.place,
        batchNumber: dose.batchNumber,
      })),
    },
    notificationPreferences: data.notificationPreferences,
    sessions: data.sessions,
    auditLog: data.auditRows.map((row) => ({
      at: row.at.toISOString(),
      action: row.action,
      outcome: row.outcome,
      actorId: row.actorId,
      actorRole: row.actorRole,
      targetType: row.targetType,
      targetId: row.targetId,
      ip: maskIpAddress(row.ip),
      details: row.details,
    })),
  };
}

async function auditExport(deps: Pick<AppDeps, 'db'>, actor: AccountActor, format: 'json' | 'fhir') {
  await audit(deps.db, {
    ...actor,
    action: 'account.export',
    outcome: 'success',
    targetType: 'user',
    targetId: actor.actorId,
    details: { format },
  });
}

/** `GET /api/account/export` */
export async function exportAccountJson(deps: Pick<AppDeps, 'db'>, actor: AccountActor, caller: ExportCaller) {
  const data = await readAccountData(deps, caller);
  await auditExport(deps, actor, 'json');
  return toAccountExport(data, new Date());
}

/** `GET /api/account/export/fhir` */
export async function exportAccountFhir(
  deps: Pick<AppDeps, 'db'>,
  actor: AccountActor,
  caller: ExportCaller,
): Promise<FhirBundle> {
  const data = await readAccountData(deps, caller);
  await auditExport(deps, actor, 'fhir');
  return toFhirBundle(data, { bundleId: randomUUID(), generatedAt: new Date() });
}
