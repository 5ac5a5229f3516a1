import { cn } from '../lib/cn';

const SIZES = { sm: 40, md: 56 } as const;

/**
 * A carer's photo for patients (ADR 051): small (40 or 56 px, enough for a 360 px screen), loaded lazily; the
 * initials when there is none. Decorative: the carer's name is always written beside it.
 */
export function CarerPhoto({
  carer,
  size = 'md',
  className,
}: {
  carer: { firstName: string; lastName: string; photoUrl: string | null };
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const pixels = SIZES[size];
  const box = cn('shrink-0 rounded-full', size === 'sm' ? 'size-10' : 'size-14', className);
  if (carer.photoUrl)
    return (
      <img
        src={carer.photoUrl}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        className={cn(box, 'bg-muted object-cover')}
      />
    );
  return (
    <span aria-hidden="true" className={cn(box, 'grid place-items-center bg-primary/10 font-semibold text-primary')}>
      {`${carer.firstName.charAt(0)}${carer.lastName.charAt(0)}`.toUpperCase()}
    </span>
  );
}
