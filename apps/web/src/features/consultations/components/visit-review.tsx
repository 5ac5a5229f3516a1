import type { BookingView } from '@sante/shared/booking-constants';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useReviewBooking } from '../api/review-booking';
import { Textarea } from '../../../components/ui/textarea';

const STARS = [1, 2, 3, 4, 5] as const;

function StarRow({ stars }: { stars: number }) {
  return (
    <span aria-hidden="true" className="inline-flex gap-0.5 text-amber-500">
      {STARS.map((value) => (
        <Star key={value} className={cn('size-4', value <= stars ? 'fill-current' : 'opacity-40')} />
      ))}
    </span>
  );
}

/**
 * Under a completed visit: the patient's rating once given, or "Noter cette visite" opening a short form
 * (stars as radio buttons, an optional comment). One rating per visit; it feeds the doctor's average.
 */
export function VisitReview({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const review = useReviewBooking(booking.id);
  const titleId = useId();
  const commentId = useId();

  if (booking.review) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <StarRow stars={booking.review.stars} />
        <span>{t('consultations.review.yourRating', { stars: booking.review.stars })}</span>
        {booking.review.comment && <q className="text-muted-foreground">{booking.review.comment}</q>}
      </p>
    );
  }
  if (!open) {
    return (
      <Button variant="outline" size="sm" className="self-start" onClick={() => setOpen(true)}>
        {t('consultations.review.rate')}
      </Button>
    );
  }
  return (
    <form
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (stars !== null) review.mutate({ stars, comment: comment.trim() || undefined });
      }}
    >
      <h3 id={titleId} className="font-semibold">
        {t('consultations.review.rateTitle')}
      </h3>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('consultations.review.starsLegend')}</legend>
        <div className="flex gap-1">
          {STARS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-md p-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={`stars-${booking.id}`}
                value={value}
                checked={stars === value}
                onChange={() => setStars(value)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-8 text-amber-500',
                  stars !== null && value <= stars ? 'fill-current' : 'opacity-50',
                )}
              />
              <span className="sr-only">{t('consultations.review.star', { count: value })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={commentId} className="text-sm font-medium">
          {t('consultations.review.comment')}
        </label>
        <Textarea
          id={commentId}
          value={comment}
          maxLength={500}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
          aria-describedby={`${commentId}-hint`}
        />
        <p id={`${commentId}-hint`} className="text-xs text-muted-foreground">
          {t('consultations.review.commentHint')}
        </p>
      </div>
      <FormError error={review.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={stars === null || review.isPending}>
          {t('consultations.review.send')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {t('consultations.review.cancel')}
        </Button>
      </div>
    </form>
  );
}
