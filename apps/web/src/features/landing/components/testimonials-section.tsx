import { Quote } from 'lucide-react';
import { SERVICE_CONFIG, type Testimonial } from '../../../lib/service-config';
import { useMeta } from '../../meta/api/get-meta';
import { useLandingTranslation } from '../lib/use-landing-translation';

/**
 * Only real testimonials (`VITE_TESTIMONIALS`) are published. Without any, the section is left out, except
 * on a demonstration installation, where fictional examples show the layout, each marked "Exemple".
 */
export function TestimonialsSection() {
  const { t } = useLandingTranslation();
  const demoMode = useMeta().data?.demoMode === true;
  const configured = SERVICE_CONFIG.testimonials;
  const examples = configured.length === 0 && demoMode;
  const testimonials: readonly Testimonial[] = examples
    ? t('testimonials.examples', { returnObjects: true })
    : configured;
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="testimonials-title" className="text-2xl font-bold sm:text-3xl">
          {t('testimonials.title')}
        </h2>
        {examples && <p className="mt-2 text-sm text-muted-foreground">{t('testimonials.exampleNote')}</p>}
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.quote}>
              <figure className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
                <div className="flex items-center justify-between gap-2">
                  <Quote aria-hidden="true" className="size-6 text-primary" />
                  {examples && (
                    <span className="rounded-full bg-notice px-2 py-0.5 text-xs font-semibold text-notice-foreground">
                      {t('testimonials.exampleBadge')}
                    </span>
                  )}
                </div>
                <blockquote className="flex-1">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="text-sm font-medium text-muted-foreground">
                  {t('testimonials.author', testimonial)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
