import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

type ActionDialogProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Without a confirm button the dialog only shows something (its back button closes it). */
  confirmLabel?: string;
  onConfirm?: () => void;
  onClose: () => void;
  pending?: boolean;
  destructive?: boolean;
  /** The label of the button that closes the dialog (default: "Retour"). */
  closeLabel?: string;
  /** Fields of the decision (a reason, a doctor to choose). */
  children?: ReactNode;
};

/**
 * A modal on the native `<dialog>` (focus kept inside, Escape closes it, the page behind inert), with no
 * library: a decision to confirm, or something to read. The confirm button submits the dialog's form, so Enter
 * confirms.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { open, title, description, confirmLabel, onConfirm, onClose, pending = false, destructive = false } = props;
  const { t } = useTranslation('planning');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm?.();
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border bg-card p-0 text-card-foreground shadow-lg backdrop:bg-black/50"
    >
      <form onSubmit={submit} className="flex flex-col gap-4 p-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <div className="text-sm text-muted-foreground">{description}</div>}
        {props.children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {props.closeLabel ?? t('dialog.back')}
          </Button>
          {confirmLabel && (
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending}>
              {confirmLabel}
            </Button>
          )}
        </div>
      </form>
    </dialog>
  );
}
