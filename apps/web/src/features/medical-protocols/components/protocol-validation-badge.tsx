import type { ProtocolKind, ProtocolValidation } from '@sante/shared/protocol-schemas';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { KIND_NAMESPACE } from './protocol-kind';

/** « À valider par la direction médicale » until the medical direction has validated the content. */
export function ProtocolValidationBadge({ kind, validation }: { kind: ProtocolKind; validation: ProtocolValidation }) {
  const { t } = useTranslation(KIND_NAMESPACE[kind]);
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-md px-2 py-1 text-xs font-medium',
        validation === 'pending'
          ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
          : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
      )}
    >
      {t(`validation.${validation}`)}
    </span>
  );
}
