import { describe, expect, it } from 'vitest';
import {
  toAllergyIntolerance,
  toCondition,
  toDocumentReference,
  toFhirBundle,
  toImmunization,
  toMedicationStatement,
  toPatient,
} from './fhir-bundle';
import type { AccountData } from './read-account-data';

const PATIENT_ID = '11111111-1111-4111-8111-111111111111';
const at = new Date('2026-11-01T09:30:00Z');

const account: AccountData['account'] = {
  id: PATIENT_ID,
  createdAt: at,
  role: 'patient',
  status: 'active',
  firstName: 'Aline',
  lastName: 'Ekwalla',
  phone: '+237690000001',
  email: null,
  city: 'Douala',
  neighbourhood: 'Akwa',
};

function entry(kind: string, overrides: Partial<AccountData['entries'][number]> = {}): AccountData['entries'][number] {
  return {
    id: '22222222-2222-4222-8222-22222222222' + kind.length,
    patientId: PATIENT_ID,
    kind,
    label: 'Pénicilline',
    note: null,
    startedOn: null,
    createdBy: PATIENT_ID,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const doseRow: AccountData['doses'][number] = {
  id: '33333333-3333-4333-8333-333333333333',
  patientId: PATIENT_ID,
  dependentId: null,
  vaccineCode: 'VAR',
  doseNumber: 1,
  givenOn: '2025-06-10',
  place: 'Hôpital Laquintinie',
  batchNumber: 'LOT-7',
  createdAt: at,
  updatedAt: at,
};

describe('FHIR mapping', () => {
  it('Patient: name, phone, city and district; no gender or birth date when unknown; no nulls', () => {
    const patient = toPatient({ account, patientProfile: null });
    expect(patient).toEqual({
      resourceType: 'Patient',
      id: PATIENT_ID,
      active: true,
      name: [{ use: 'official', family: 'Ekwalla', given: ['Aline'] }],
      telecom: [{ system: 'phone', value: '+237690000001', use: 'mobile' }],
      address: [{ city: 'Douala', district: 'Akwa', country: 'CM' }],
    });
  });

  it('Patient: the emergency contact becomes a contact', () => {
    const patient = toPatient({
      account: { ...account, email: 'aline@test.cm' },
      patientProfile: {
        userId: PATIENT_ID,
        dateOfBirth: '1990-04-12',
        sex: 'female',
        bloodGroup: null,
        landmark: null,
        latitude: null,
        longitude: null,
        emergencyContactName: 'Paul Ekwalla',
        emergencyContactPhone: '+237677000000',
        emergencyContactRelation: 'Frère',
        photoObjectId: null,
        createdAt: at,
        updatedAt: at,
      },
    });
    expect(patient).toMatchObject({
      gender: 'female',
      birthDate: '1990-04-12',
      telecom: [{ system: 'phone' }, { system: 'email', value: 'aline@test.cm' }],
      contact: [
        {
          relationship: [{ text: 'Frère' }],
          name: { text: 'Paul Ekwalla' },
          telecom: [{ system: 'phone', value: '+237677000000' }],
        },
      ],
    });
  });

  it('AllergyIntolerance, Condition and MedicationStatement carry their required status and subject', () => {
    const allergy = toAllergyIntolerance(entry('allergy', { note: 'Urticaire' }), PATIENT_ID);
    expect(allergy).toMatchObject({
      resourceType: 'AllergyIntolerance',
      clinicalStatus: { coding: [{ code: 'active' }] },
      code: { text: 'Pénicilline' },
      patient: { reference: `urn:uuid:${PATIENT_ID}` },
      note: [{ text: 'Urticaire' }],
    });
    const condition = toCondition(entry('condition', { label: 'Asthme', startedOn: '2010-01-01' }), PATIENT_ID);
    expect(condition).toMatchObject({
      resourceType: 'Condition',
      clinicalStatus: {
        coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }],
      },
      subject: { reference: `urn:uuid:${PATIENT_ID}` },
      onsetDateTime: '2010-01-01',
    });
    expect(condition).not.toHaveProperty('note');
    const treatment = toMedicationStatement(entry('treatment', { label: 'Ventoline', note: '2 bouffées' }), PATIENT_ID);
    expect(treatment).toMatchObject({
      resourceType: 'MedicationStatement',
      status: 'active',
      medicationCodeableConcept: { text: 'Ventoline' },
      subject: { reference: `urn:uuid:${PATIENT_ID}` },
      dosage: [{ text: '2 bouffées' }],
    });
  });

  it('DocumentReference: current, typed, dated in Douala, attachment pointing at the API', () => {
    const reference = toDocumentReference(
      {
        id: '44444444-4444-4444-8444-444444444444',
        title: 'Bilan sanguin',
        kind: 'lab_result',
        category: null,
        documentDate: '2026-10-01',
        createdAt: at,
        updatedAt: at,
        mimeType: 'application/pdf',
        size: 2048,
      },
      PATIENT_ID,
    );
    expect(reference).toEqual({
      resourceType: 'DocumentReference',
      id: '44444444-4444-4444-8444-444444444444',
      status: 'current',
      type: { text: 'lab_result' },
      subject: { reference: `urn:uuid:${PATIENT_ID}` },
      date: '2026-10-01T00:00:00+01:00',
      description: 'Bilan sanguin',
      content: [
        {
          attachment: {
            contentType: 'application/pdf',
            size: 2048,
            title: 'Bilan sanguin',
            url: '/api/records/documents/44444444-4444-4444-8444-444444444444/url?download=1',
          },
        },
      ],
    });
  });

  it("Immunization: completed, vaccine text, date, lot, place; a child's dose refers to the child", () => {
    expect(toImmunization(doseRow, PATIENT_ID)).toEqual({
      resourceType: 'Immunization',
      id: doseRow.id,
      status: 'completed',
      vaccineCode: { text: 'VAR' },
      patient: { reference: `urn:uuid:${PATIENT_ID}` },
      occurrenceDateTime: '2025-06-10',
      lotNumber: 'LOT-7',
      location: { display: 'Hôpital Laquintinie' },
      protocolApplied: [{ doseNumberPositiveInt: 1 }],
    });
    const childId = '55555555-5555-4555-8555-555555555555';
    const childDose = toImmunization({ ...doseRow, dependentId: childId, place: null, batchNumber: null }, PATIENT_ID);
    expect(childDose.patient).toEqual({ reference: `urn:uuid:${childId}` });
    expect(childDose).not.toHaveProperty('location');
    expect(childDose).not.toHaveProperty('lotNumber');
  });

  it('Bundle: a collection whose entries all have a urn:uuid fullUrl and a resourceType', () => {
    const bundle = toFhirBundle(
      {
        account,
        patientProfile: null,
        entries: [entry('allergy'), entry('condition'), entry('treatment'), entry('unknown-kind')],
        documents: [],
        dependents: [],
        doses: [doseRow],
      },
      { bundleId: '66666666-6666-4666-8666-666666666666', generatedAt: at },
    );
    expect(bundle).toMatchObject({
      resourceType: 'Bundle',
      id: '66666666-6666-4666-8666-666666666666',
      type: 'collection',
      timestamp: '2026-11-01T09:30:00.000Z',
    });
    expect(bundle.entry.map((item) => item.resource.resourceType)).toEqual([
      'Patient',
      'AllergyIntolerance',
      'Condition',
      'MedicationStatement',
      'Immunization',
    ]);
    for (const item of bundle.entry) {
      expect(item.fullUrl).toBe(`urn:uuid:${item.resource.id}`);
      expect(JSON.stringify(item.resource)).not.toContain('null');
    }
  });
});
