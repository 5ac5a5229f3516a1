import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mayAct, mayDoAny, permissionTableMarkdown } from './staff-permissions';

/** Rows of a markdown table as trimmed cells, without the separator row (Prettier may re-pad the columns). */
function rows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.trim().startsWith('|') && !/^\|[\s|:-]+\|$/.test(line.trim()))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

describe('staff permission table', () => {
  it('docs/permissions.md shows exactly the table of PERMISSIONS', () => {
    const doc = readFileSync(new URL('../../../docs/permissions.md', import.meta.url), 'utf8');
    const shown = doc.split('<!-- permissions:start -->')[1]?.split('<!-- permissions:end -->')[0] ?? '';
    expect(rows(shown), `paste this table into docs/permissions.md:\n${permissionTableMarkdown()}`).toEqual(
      rows(permissionTableMarkdown()),
    );
  });

  it('keeps the rules of issue #9: staff accounts, roles, catalogue, buckets and holds', () => {
    for (const caller of ['admin', 'personnel_operationnel'] as const) {
      for (const staff of ['admin', 'super_admin', 'personnel_operationnel'] as const) {
        expect(mayAct(caller, 'mfa.remove', staff)).toBe(false);
        expect(mayAct(caller, 'user.create', staff)).toBe(false);
        expect(mayAct(caller, 'user.send_recovery_link', staff)).toBe(false);
      }
      expect(mayDoAny(caller, 'user.change_role')).toBe(false);
    }
    expect(mayAct('personnel_operationnel', 'catalogue.manage', 'catalogue')).toBe(false);
    expect(mayAct('admin', 'catalogue.manage', 'catalogue')).toBe(true);
    expect(mayAct(null, 'user.read', 'patient')).toBe(false);
    expect(mayDoAny('admin', 'storage.manage_buckets')).toBe(false);
    expect(mayAct('super_admin', 'storage.manage_buckets', 'buckets')).toBe(true);
    expect(mayDoAny('personnel_operationnel', 'bookings.release_holds')).toBe(false);
    expect(mayAct('admin', 'bookings.release_holds', 'holds')).toBe(true);
  });
});
