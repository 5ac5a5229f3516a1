import type { RouteRequirement } from '@sante/shared/roles';
import { readFileSync } from 'node:fs';

/**
 * The SPA's route table (apps/web/src/app/route-table.ts), read as text and parsed, not imported: the module
 * belongs to the browser bundle (React Router, and possibly lazy screens), so the tests do not execute it.
 * The parser knows every helper the table uses and refuses a row it cannot read, so a new kind of row
 * fails loudly here instead of being skipped silently.
 */
export type Requirement = RouteRequirement;
export type Space = 'public' | 'patient' | 'doctor' | 'admin';
export type Status = 'built' | 'construction';

export type RouteRow = {
  id: string;
  /** The path pattern, with `:params`. */
  path: string;
  space: Space;
  requirement: Requirement | null;
  status: Status;
};

const TABLE_FILE = new URL('../../apps/web/src/app/route-table.ts', import.meta.url);

type Row = Omit<RouteRow, 'status'>;

/**
 * What each helper of route-table.ts means (see the helpers at the top of that file), and the status of its rows
 * when it takes none (`null`: the status is its last argument).
 */
const HELPERS: Record<string, { row: (id: string, arg: string) => Row; status: Status | null } | undefined> = {
  publicRoute: { row: (id, path) => ({ id, path, space: 'public', requirement: null }), status: null },
  patientRoute: { row: (id, path) => ({ id, path, space: 'patient', requirement: 'patient' }), status: 'construction' },
  openPatientRoute: { row: (id, path) => ({ id, path, space: 'patient', requirement: null }), status: 'construction' },
  doctorRoute: {
    row: (id, child) => ({ id, path: `/dashboard-medecin/${child}`, space: 'doctor', requirement: 'medecin' }),
    status: 'construction',
  },
  adminRoute: {
    row: (id, child) => ({ id, path: `/admin/${child}`, space: 'admin', requirement: 'staff' }),
    status: 'construction',
  },
};
const STATUSES: readonly string[] = ['built', 'construction'];

const SPACES: readonly string[] = ['public', 'patient', 'doctor', 'admin'];
const REQUIREMENTS: readonly string[] = ['staff', 'super_admin', 'personnel_operationnel', 'patient', 'medecin'];

export function readRouteTable(): RouteRow[] {
  const source = readFileSync(TABLE_FILE, 'utf8');
  const start = source.indexOf('export const ROUTES = [');
  const end = source.indexOf('] as const;', start);
  if (start < 0 || end < 0) throw new Error('route-table.ts: `export const ROUTES = [ ... ] as const;` not found');
  const body = source.slice(start + 'export const ROUTES = ['.length, end);

  // Every row starts a line with a call: `name(`.
  const starts = [...body.matchAll(/^\s*([A-Za-z]+)\(/gm)].map((match) => match[1]);
  const rowPattern =
    /^\s*([A-Za-z]+)\(\s*'([^']+)'\s*,\s*'([^']*)'\s*(?:,\s*'([^']+)'\s*,\s*(null|'[^']+'))?(?:\s*,\s*'([^']+)')?/gm;
  const rows: RouteRow[] = [];
  for (const match of body.matchAll(rowPattern)) {
    const [, helper = '', id = '', path = '', space, requirement, status] = match;
    if (helper === 'route') {
      const req = requirement === 'null' || requirement === undefined ? null : requirement.slice(1, -1);
      if (
        !space ||
        !SPACES.includes(space) ||
        (req !== null && !REQUIREMENTS.includes(req)) ||
        !status ||
        !STATUSES.includes(status)
      ) {
        throw new Error(`route-table.ts: cannot read the row ${match[0].trim()}`);
      }
      rows.push({ id, path, space: space as Space, requirement: req as Requirement | null, status: status as Status });
      continue;
    }
    const make = HELPERS[helper];
    if (!make) throw new Error(`route-table.ts: unknown row helper ${helper}()`);
    const rowStatus = make.status ?? status;
    if (!rowStatus || !STATUSES.includes(rowStatus) || (make.status !== null && status !== undefined)) {
      throw new Error(`route-table.ts: cannot read the status of the row ${match[0].trim()}`);
    }
    rows.push({ ...make.row(id, path), status: rowStatus as Status });
  }
  if (rows.length !== starts.length) {
    throw new Error(`route-table.ts: read ${rows.length} rows out of ${starts.length} (${starts.join(', ')})`);
  }
  return rows;
}

/** A concrete URL path for a pattern: every `:param` gets a plausible value. */
export function samplePath(pattern: string): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    /id$/i.test(name) ? '3f2b8c1e-5d4a-4b6e-9c1f-0a7e2d9b4c11' : `exemple-${name.toLowerCase()}`,
  );
}
