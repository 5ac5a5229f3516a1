import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

type RecordDialogProps = { open: boolean; title: string; closeLabel: string; onClose: () => void; children: ReactNode };

/**
 * A native modal `<dialog>` (focus kept inside, Escape closes, no library): a bottom sheet on phones, a centred
 * window from 640 px. Its content mounts when it opens, so a form starts blank every time.
 */
export function RecordDialog({ open, title, closeLabel, onClose, children }: RecordDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="mx-0 mt-auto mb-0 max-h-[92dvh] w-full max-w-full overflow-y-auto rounded-t-2xl border bg-card text-card-foreground shadow-xl backdrop:bg-black/50 sm:m-auto sm:max-w-lg sm:rounded-2xl"
    >
      {open && (
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex items-center justify-between gap-2">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <Button variant="ghost" size="icon" aria-label={closeLabel} onClick={onClose}>
              <X aria-hidden="true" />
            </Button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
