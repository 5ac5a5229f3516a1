import { CALCULATORS_BY_ID } from '@sante/shared/clinical-scores/calculators-by-id';
import type { SavedScore, SaveScoreRequest } from '@sante/shared/clinical-scores/saved-score';
import type { Db } from '../../db/client';
import { scoreRecords } from '../../db/schema/clinic';
import { AppError } from '../../lib/app-error';
import { parseWith } from '../../lib/validate';
import type { ClinicActor } from './care-relationship';
import { auditRecordRead, readInCare } from './read-patient-summary';
import { savedScoreViews } from './saved-scores';

/**
 * `POST /api/doctor/patients/{id}/scores`: saves a calculator's result into the record of a patient in the carer's
 * care (`inCareOf`, else 404 audited as denied). The result is recomputed here from the inputs with the shared
 * calculator — the client's figure is never trusted —; inputs the calculator refuses are a 400 with its field errors.
 * Audited `patient_score.create` in the same transaction (ADR 050).
 */
export async function savePatientScore(
  db: Db,
  actor: ClinicActor,
  patientId: string,
  request: SaveScoreRequest,
  now: Date,
): Promise<SavedScore> {
  const calculator = CALCULATORS_BY_ID[request.calculatorId];
  const inputs = parseWith(calculator.schema, request.inputs) as SavedScore['inputs'];
  const result = calculator.run(request.inputs);
  if (!result) throw new AppError('validation_failed');
  return readInCare(db, actor, patientId, 'patient_score.create', now, async (tx) => {
    const [row] = await tx
      .insert(scoreRecords)
      .values({
        patientId,
        authorId: actor.userId,
        calculatorId: calculator.id,
        inputs,
        value: result.value,
        decimals: result.decimals,
        unitKey: result.unitKey,
        interpretationKey: result.interpretation.key,
        severity: result.interpretation.severity,
        details: result.details,
        createdAt: now,
      })
      .returning();
    if (!row) throw new AppError('internal_error');
    await auditRecordRead(tx, actor, 'patient_score.create', patientId, 'success', {
      scoreId: row.id,
      calculatorId: calculator.id,
    });
    const [view] = await savedScoreViews(tx, [row]);
    if (!view) throw new AppError('internal_error');
    return view;
  });
}
