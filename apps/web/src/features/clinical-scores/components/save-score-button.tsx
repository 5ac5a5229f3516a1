import type { CalculatorId } from '@sante/shared/clinical-scores/calculator-types';
import type { SaveScoreRequest } from '@sante/shared/clinical-scores/saved-score';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { useSaveScore } from '../api/save-score';

export type OpenPatient = { id: string; name: string };

/**
 * « Enregistrer dans le dossier »: sends the calculator's inputs (never its result: the server computes it) into the
 * record of the patient the doctor came from; then a link back to that record.
 */
export function SaveScoreButton({
  patient,
  calculatorId,
  inputs,
}: {
  patient: OpenPatient;
  calculatorId: CalculatorId;
  inputs: SaveScoreRequest['inputs'];
}) {
  const { t } = useTranslation('scores');
  const save = useSaveScore(patient.id);
  return (
    <div className="flex flex-col gap-2">
      {save.isSuccess ? (
        <p role="status" className="text-sm font-medium">
          {t('save.saved', { name: patient.name })}{' '}
          <Link
            to={`/dashboard-medecin/patients/${patient.id}/dossier`}
            className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline"
          >
            {t('save.openRecord')}
          </Link>
        </p>
      ) : (
        <Button
          type="button"
          className="self-start"
          disabled={save.isPending}
          onClick={() => save.mutate({ calculatorId, inputs })}
        >
          {save.isPending ? t('save.saving') : t('save.action')}
        </Button>
      )}
      <FormError error={save.error} />
    </div>
  );
}
