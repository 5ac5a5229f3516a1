/** The look of a multi-line field, matching `Input` (there is no textarea primitive yet). */
export const TEXTAREA_CLASS =
  'w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm';
