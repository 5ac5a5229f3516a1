import type { LabResultView } from '@sante/shared/lab-result-constants';
import { FileText, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatDay } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { useResultFileUrl } from '../api/lab-results';
import './register-results-catalogue';

/**
 * One lab result: its values with units and reference ranges, values out of range flagged (bold, « Bas » /
 * « Élevé »), and its file. `patientId` when a carer reads it (their route), null for the patient's own;
 * `staff` on the staff screen (`results.manage`).
 */
export function LabResultCard({
  result,
  patientId,
  staff = false,
  children,
}: {
  result: LabResultView;
  patientId: string | null;
  /** Staff open the file through their own route (signed URL, audited). */
  staff?: boolean;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('results');
  const language = i18n.language;
  const fileUrl = useResultFileUrl(staff ? 'staff' : patientId ? { patientId } : 'patient');
  const number = new Intl.NumberFormat(language);
  const range = (low: number | null, high: number | null) =>
    low !== null && high !== null
      ? `${number.format(low)} – ${number.format(high)}`
      : low !== null
        ? `≥ ${number.format(low)}`
        : high !== null
          ? `≤ ${number.format(high)}`
          : '';
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground">
      <header className="flex flex-col gap-1">
        <h3 className="font-semibold break-words">{result.title}</h3>
        <p className="text-sm text-muted-foreground">
          {[
            result.labName || null,
            result.collectedOn ? t('collectedOn', { date: formatDay(result.collectedOn, language) }) : null,
            t('receivedOn', { date: formatDateTime(new Date(result.createdAt), language) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {result.abnormalCount > 0 && (
          <p className="flex items-center gap-1 text-sm font-semibold text-destructive">
            <TriangleAlert aria-hidden="true" className="size-4" />
            {t('abnormal', { count: result.abnormalCount })}
          </p>
        )}
      </header>
      {result.values.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('columns.name')}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('columns.value')}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {t('columns.range')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.values.map((value, index) => (
                <tr key={`${value.name}-${index}`} className="border-t">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {value.name}
                  </th>
                  <td className={`py-1 pr-3 ${value.flag ? 'font-semibold text-destructive' : ''}`}>
                    {value.value} {value.unit}
                    {value.flag && ` (${t(`flags.${value.flag}`)})`}
                  </td>
                  <td className="py-1 text-muted-foreground">
                    {range(value.low, value.high)} {range(value.low, value.high) ? value.unit : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {result.hasFile && (
          <Button
            variant="outline"
            size="sm"
            disabled={fileUrl.isPending}
            onClick={() =>
              fileUrl.mutate(result.id, {
                onSuccess: (signed) => window.open(signed.url, '_blank', 'noopener'),
                onError: () => notifyError(t('fileError')),
              })
            }
          >
            <FileText aria-hidden="true" />
            {t('openFile')}
          </Button>
        )}
        {children}
      </div>
    </article>
  );
}
