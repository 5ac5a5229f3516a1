import { Button } from '../../../components/ui/button';

type InlineConfirmProps = {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks once more in place before a destructive action, the confirmation focused. */
export function InlineConfirm({
  question,
  confirmLabel,
  cancelLabel,
  pending,
  onConfirm,
  onCancel,
}: InlineConfirmProps) {
  return (
    <div role="group" aria-label={question} className="flex flex-col gap-3 rounded-lg border border-destructive/40 p-3">
      <p className="text-sm font-medium">{question}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" size="sm" autoFocus disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="outline" size="sm" disabled={pending} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
