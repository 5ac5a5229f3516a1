import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

type ConfirmDeleteProps = {
  label: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
};

/** A delete button that asks once more in place ("Supprimer « … » ?"), the confirmation focused. */
export function ConfirmDelete({ label, question, confirmLabel, cancelLabel, pending, onConfirm }: ConfirmDeleteProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" />
        {label}
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label={question}
      className="flex w-full flex-col gap-2 rounded-lg border border-destructive/40 p-3"
    >
      <p className="text-sm font-medium">{question}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" size="sm" autoFocus disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="outline" size="sm" disabled={pending} onClick={() => setAsking(false)}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
