import type { CarerRef } from '@sante/shared/clinic-constants';
import type { CalculatorId } from '@sante/shared/clinical-scores/calculator-types';
import { SUMMARY_SCORES, type SavedScore } from '@sante/shared/clinical-scores/saved-score';
import type { Severity } from '@sante/shared/clinical-scores/score-types';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scoreRecords } from '../../db/schema/clinic';
import { carerRefs } from './note-view';

type ScoreRow = typeof scoreRecords.$inferSelect;

/** The saved scores of a patient as the record shows them, with their authors (titles by profession). */
export async function savedScoreViews(db: Db, rows: readonly ScoreRow[]): Promise<SavedScore[]> {
  const authors = await carerRefs(
    db,
    rows.flatMap((row) => (row.authorId ? [row.authorId] : [])),
  );
  return rows.map((row) => savedScoreView(row, authors));
}

export function savedScoreView(row: ScoreRow, authors: ReadonlyMap<string, CarerRef>): SavedScore {
  return {
    id: row.id,
    calculatorId: row.calculatorId as CalculatorId,
    inputs: row.inputs,
    value: row.value,
    decimals: row.decimals,
    unitKey: row.unitKey,
    interpretationKey: row.interpretationKey,
    severity: row.severity as Severity,
    details: row.details,
    author: row.authorId ? (authors.get(row.authorId) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The newest scores saved into the patient's record (for the summary, read in its transaction). */
export async function newestSavedScores(db: Db, patientId: string): Promise<SavedScore[]> {
  const rows = await db
    .select()
    .from(scoreRecords)
    .where(eq(scoreRecords.patientId, patientId))
    .orderBy(desc(scoreRecords.createdAt), desc(scoreRecords.id))
    .limit(SUMMARY_SCORES);
  return savedScoreViews(db, rows);
}
