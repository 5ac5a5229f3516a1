import type { AccountData } from './read-account-data';
import { documentDownloadPath } from './read-account-data';

/**
 * The medical record as a FHIR R4 Bundle (type `collection`): pure functions from the rows to resources.
 * Every id is already a UUID, so `fullUrl` is `urn:uuid:<id>` and references point at those.
 */

type CodeableText = { text: string };
type Reference = { reference: string };
export type FhirResource = { resourceType: string; id: string } & Record<string, unknown>;
export type FhirBundle = {
  resourceType: 'Bundle';
  id: string;
  type: 'collection';
  timestamp: string;
  entry: { fullUrl: string; resource: FhirResource }[];
};

const ALLERGY_CLINICAL = 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical';
const CONDITION_CLINICAL = 'http://terminology.hl7.org/CodeSystem/condition-clinical';
/** Dates without a time are read in Douala (WAT, UTC+1) where a FHIR instant is needed. */
const DOUALA_OFFSET = '+01:00';

const urn = (id: string) => `urn:uuid:${id}`;
const ref = (id: string): Reference => ({ reference: urn(id) });
const text = (value: string): CodeableText => ({ text: value });

/** Drops the keys whose value is null, undefined or an empty array (FHIR has no nulls). */
function compact<T extends Record<string, unknown>>(resource: T): T {
  return Object.fromEntries(
    Object.entries(resource).filter(
      ([, value]) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}

function gender(sex: string | null | undefined): 'male' | 'female' | undefined {
  return sex === 'male' || sex === 'female' ? sex : undefined;
}

function notes(note: string | null): { text: string }[] {
  return note ? [{ text: note }] : [];
}

export function toPatient(data: Pick<AccountData, 'account' | 'patientProfile'>): FhirResource {
  const { account, patientProfile: profile } = data;
  const telecom = [
    ...(account.phone ? [{ system: 'phone', value: account.phone, use: 'mobile' }] : []),
    ...(account.email ? [{ system: 'email', value: account.email }] : []),
  ];
  const address =
    account.city || account.neighbourhood
      ? [compact({ city: account.city, district: account.neighbourhood, country: 'CM' })]
      : [];
  const contact = profile?.emergencyContactName
    ? [
        compact({
          relationship: profile.emergencyContactRelation ? [text(profile.emergencyContactRelation)] : [],
          name: { text: profile.emergencyContactName },
          telecom: profile.emergencyContactPhone ? [{ system: 'phone', value: profile.emergencyContactPhone }] : [],
        }),
      ]
    : [];
  return compact({
    resourceType: 'Patient',
    id: account.id,
    active: account.status !== 'deleted',
    name:
      account.firstName || account.lastName
        ? [compact({ use: 'official', family: account.lastName, given: account.firstName ? [account.firstName] : [] })]
        : [],
    telecom,
    gender: gender(profile?.sex),
    birthDate: profile?.dateOfBirth,
    address,
    contact,
  });
}

/** A child whose vaccination card the account holder keeps. */
export function toDependentPatient(person: AccountData['dependents'][number]): FhirResource {
  return compact({
    resourceType: 'Patient',
    id: person.id,
    name: [compact({ family: person.lastName, given: [person.firstName] })],
    gender: gender(person.sex),
    birthDate: person.dateOfBirth,
  });
}

type Entry = AccountData['entries'][number];

export function toAllergyIntolerance(entry: Entry, patientId: string): FhirResource {
  return compact({
    resourceType: 'AllergyIntolerance',
    id: entry.id,
    clinicalStatus: { coding: [{ system: ALLERGY_CLINICAL, code: 'active' }] },
    code: text(entry.label),
    patient: ref(patientId),
    onsetDateTime: entry.startedOn,
    recordedDate: entry.createdAt.toISOString(),
    note: notes(entry.note),
  });
}

export function toCondition(entry: Entry, patientId: string): FhirResource {
  return compact({
    resourceType: 'Condition',
    id: entry.id,
    clinicalStatus: { coding: [{ system: CONDITION_CLINICAL, code: 'active' }] },
    code: text(entry.label),
    subject: ref(patientId),
    onsetDateTime: entry.startedOn,
    recordedDate: entry.createdAt.toISOString(),
    note: notes(entry.note),
  });
}

export function toMedicationStatement(entry: Entry, patientId: string): FhirResource {
  return compact({
    resourceType: 'MedicationStatement',
    id: entry.id,
    status: 'active',
    medicationCodeableConcept: text(entry.label),
    subject: ref(patientId),
    effectiveDateTime: entry.startedOn,
    dateAsserted: entry.createdAt.toISOString(),
    dosage: entry.note ? [{ text: entry.note }] : [],
  });
}

export function toDocumentReference(document: AccountData['documents'][number], patientId: string): FhirResource {
  return compact({
    resourceType: 'DocumentReference',
    id: document.id,
    status: 'current',
    type: text(document.kind),
    category: document.category ? [text(document.category)] : [],
    subject: ref(patientId),
    date: `${document.documentDate}T00:00:00${DOUALA_OFFSET}`,
    description: document.title,
    content: [
      {
        attachment: {
          contentType: document.mimeType,
          size: document.size,
          title: document.title,
          url: documentDownloadPath(document.id),
        },
      },
    ],
  });
}

export function toImmunization(dose: AccountData['doses'][number], patientId: string): FhirResource {
  return compact({
    resourceType: 'Immunization',
    id: dose.id,
    status: 'completed',
    vaccineCode: text(dose.vaccineCode),
    patient: ref(dose.dependentId ?? patientId),
    occurrenceDateTime: dose.givenOn,
    lotNumber: dose.batchNumber,
    location: dose.place ? { display: dose.place } : null,
    protocolApplied: [{ doseNumberPositiveInt: dose.doseNumber }],
  });
}

function healthEntryResource(entry: Entry, patientId: string): FhirResource | null {
  if (entry.kind === 'allergy') return toAllergyIntolerance(entry, patientId);
  if (entry.kind === 'condition') return toCondition(entry, patientId);
  if (entry.kind === 'treatment') return toMedicationStatement(entry, patientId);
  return null;
}

/** The whole record: the patient, their children, entries, documents and doses. */
export function toFhirBundle(
  data: Pick<AccountData, 'account' | 'patientProfile' | 'entries' | 'documents' | 'dependents' | 'doses'>,
  options: { bundleId: string; generatedAt: Date },
): FhirBundle {
  const patientId = data.account.id;
  const resources: FhirResource[] = [
    toPatient(data),
    ...data.dependents.map(toDependentPatient),
    ...data.entries.flatMap((entry) => healthEntryResource(entry, patientId) ?? []),
    ...data.documents.map((document) => toDocumentReference(document, patientId)),
    ...data.doses.map((dose) => toImmunization(dose, patientId)),
  ];
  return {
    resourceType: 'Bundle',
    id: options.bundleId,
    type: 'collection',
    timestamp: options.generatedAt.toISOString(),
    entry: resources.map((resource) => ({ fullUrl: urn(resource.id), resource })),
  };
}
