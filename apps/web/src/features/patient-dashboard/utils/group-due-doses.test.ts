import type { DueDose } from '@sante/shared/vaccination-schemas';
import { describe, expect, it } from 'vitest';
import { groupDueDoses } from './group-due-doses';

const JUNIOR = '7c1e4a52-6f0b-4d3e-9a58-2b1f0c9d8e71';
const NALA = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

function dose(dependentId: string | null, personName: string, vaccineCode: DueDose['vaccineCode'], overdue: boolean) {
  return { dependentId, personName, vaccineCode, doseNumber: 1, dueOn: '2026-05-04', overdue } satisfies DueDose;
}

describe('groupDueDoses', () => {
  it("says a child's 14 overdue doses as one line, where the first one was", () => {
    const codes = [
      'bcg',
      'vpo',
      'penta',
      'pcv13',
      'rota',
      'vpi',
      'paludisme',
      'rr',
      'vaa',
      'hpv',
      'dt',
      'hepb',
    ] as const;
    const fourteen: DueDose['vaccineCode'][] = [...codes, 'vpo', 'penta'];
    const junior = fourteen.map((code) => dose(JUNIOR, 'Junior', code, true));
    const reminders = groupDueDoses([
      dose(null, 'Aïcha', 'vaa_adulte', true),
      ...junior,
      dose(NALA, 'Nala', 'penta', false),
      dose(JUNIOR, 'Junior', 'rota', false),
    ]);
    expect(reminders).toEqual([
      { kind: 'dose', dose: dose(null, 'Aïcha', 'vaa_adulte', true) },
      { kind: 'overdue', dependentId: JUNIOR, personName: 'Junior', count: 14 },
      { kind: 'dose', dose: dose(NALA, 'Nala', 'penta', false) },
      { kind: 'dose', dose: dose(JUNIOR, 'Junior', 'rota', false) },
    ]);
  });

  it("groups the account holder's overdue doses too, one line per person", () => {
    const reminders = groupDueDoses([
      dose(null, 'Aïcha', 'hepb', true),
      dose(NALA, 'Nala', 'bcg', true),
      dose(null, 'Aïcha', 'dt', true),
      dose(NALA, 'Nala', 'vpo', true),
    ]);
    expect(reminders).toEqual([
      { kind: 'overdue', dependentId: null, personName: 'Aïcha', count: 2 },
      { kind: 'overdue', dependentId: NALA, personName: 'Nala', count: 2 },
    ]);
  });

  it('keeps nothing due as no line', () => {
    expect(groupDueDoses([])).toEqual([]);
  });
});
