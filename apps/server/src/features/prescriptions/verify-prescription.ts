import type { PrescriptionVerification } from '@sante/shared/prescription-constants';
import { PRESCRIPTION_LIMITS } from '@sante/shared/prescription-constants';
import type { ZDispenseRequestSchema } from '@sante/shared/prescription-schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import { prescriptions } from '../../db/schema/prescriptions';
import { userProfiles } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { hit, peek } from '../../lib/rate-limit';
import { markPrescriptionDispensed } from './mark-prescription-dispensed';
import { prescriptionCodes } from './prescription-code';

type DispenseInput = z.output<typeof ZDispenseRequestSchema>;
type Request = { ip: string; requestId: string };

/** « A. N. »: what the pharmacy compares with the paper, without telling anyone the patient's name. */
export function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((name) => name.trim().charAt(0).toLocaleUpperCase('fr'))
    .filter(Boolean)
    .map((initial) => `${initial}.`)
    .join(' ');
}

async function signedPrescription(deps: Pick<AppDeps, 'db' | 'env'>, code: string) {
  const id = prescriptionCodes(deps.env.PRESCRIPTION_SECRET).idOf(code);
  if (!id) return null;
  const [row] = await deps.db
    .select({ prescription: prescriptions, firstName: userProfiles.firstName, lastName: userProfiles.lastName })
    .from(prescriptions)
    .innerJoin(userProfiles, eq(userProfiles.userId, prescriptions.patientId))
    .where(and(eq(prescriptions.id, id), eq(prescriptions.status, 'signed')));
  return row ?? null;
}

function auditPublic(
  deps: Pick<AppDeps, 'db'>,
  action: string,
  outcome: 'success' | 'denied',
  id: string | null,
  request: Request,
) {
  return audit(deps.db, {
    action,
    outcome,
    targetType: 'prescription',
    targetId: id,
    ip: request.ip,
    requestId: request.requestId,
  });
}

/**
 * `GET /api/prescription-verifications/{code}` (public, no account): a genuine signed prescription's prescriber,
 * date, medicines and requests, and whether it was dispensed; never the diagnosis nor the patient's record. A forged,
 * altered or unknown code answers `{ genuine: false }` (200: the page says so, nothing else leaks).
 */
export async function verifyPrescription(
  deps: Pick<AppDeps, 'db' | 'env'>,
  code: string,
  request: Request,
): Promise<PrescriptionVerification> {
  const row = await signedPrescription(deps, code);
  const prescription = row?.prescription;
  if (!row || !prescription?.prescriber || !prescription.signedAt) {
    await auditPublic(deps, 'prescription.verify', 'denied', null, request);
    return { genuine: false };
  }
  await auditPublic(deps, 'prescription.verify', 'success', prescription.id, request);
  return {
    genuine: true,
    prescriber: prescription.prescriber,
    signedAt: prescription.signedAt.toISOString(),
    patientInitials: initialsOf(row.firstName, row.lastName),
    medicines: prescription.medicines,
    exams: prescription.exams,
    dispensed:
      prescription.dispensedAt && prescription.dispensedPharmacy
        ? { at: prescription.dispensedAt.toISOString(), pharmacy: prescription.dispensedPharmacy }
        : null,
  };
}

/**
 * `POST /api/prescription-verifications/{code}/dispense` (a pharmacy, no account): marks a genuine prescription
 * dispensed once, with the pharmacist's Ordre number, the pharmacy and the time. The pharmacist proves they hold the
 * patient's copy with its dispensing code (5 wrong codes an hour per prescription, then 429). A second dispense
 * is 409 `prescription_already_dispensed` (the update's where-clause: two pharmacies cannot both win).
 */
export async function dispensePrescription(
  deps: Pick<AppDeps, 'db' | 'env'>,
  code: string,
  input: DispenseInput,
  request: Request,
  now: Date,
): Promise<PrescriptionVerification> {
  const row = await signedPrescription(deps, code);
  if (!row) throw new AppError('not_found');
  const id = row.prescription.id;
  if (row.prescription.dispensedAt) throw new AppError('prescription_already_dispensed');
  const rule = { limit: PRESCRIPTION_LIMITS.dispenseAttemptsPerHour, windowMs: 3_600_000 };
  const key = `rx-dispense:${id}`;
  // Counted before the code is compared: after 5 wrong codes even the right one waits (a guesser gains nothing).
  const before = await peek(deps.db, key, rule, now);
  if (!before.allowed) throw new AppError('rate_limited', { retryAfter: before.retryAfterSeconds });
  if (!prescriptionCodes(deps.env.PRESCRIPTION_SECRET).dispensingCodeMatches(id, input.dispensingCode)) {
    await hit(deps.db, key, rule, now);
    await auditPublic(deps, 'prescription.dispense', 'denied', id, request);
    throw new AppError('dispensing_code_invalid', { fieldErrors: { dispensingCode: ['validation.dispensingCode'] } });
  }
  await markPrescriptionDispensed(deps.db, id, input, now);
  await auditPublic(deps, 'prescription.dispense', 'success', id, request);
  return verifyPrescription(deps, code, request);
}
