/**
 * The vaccination contract shared by the server and the web app (`/api/vaccinations/*`).
 * The PEV schedule itself and the request schemas are added by the vaccination feature.
 */

/** A dose that is due (or overdue) for the account holder or one of their dependents. */
export type DueDose = {
  /** null: the account holder. */
  dependentId: string | null;
  /** First name of the person (the account holder's own first name when `dependentId` is null). */
  personName: string;
  vaccineCode: string;
  doseNumber: number;
  /** ISO date (yyyy-mm-dd) the dose is due from. */
  dueOn: string;
  overdue: boolean;
};

/** `GET /api/vaccinations/due`: sorted by `dueOn`, overdue first; doses due within the next 30 days included. */
export type DueDosesResponse = { due: DueDose[] };

/** How far ahead `GET /api/vaccinations/due` looks. */
export const DUE_DOSE_HORIZON_DAYS = 30;
