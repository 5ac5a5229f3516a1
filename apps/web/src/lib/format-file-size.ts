import { numberFormat } from '@sante/shared/intl-formats';
/** A file size in the language's units: "1,2 Mo" in French, "1.2 MB" in English. */
export function formatFileSize(bytes: number, language: string): string {
  const [unit, value] =
    bytes >= 1024 * 1024
      ? (['megabyte', bytes / (1024 * 1024)] as const)
      : (['kilobyte', Math.max(bytes / 1024, 1)] as const);
  return numberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
