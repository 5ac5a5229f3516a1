import { useLandingCatalogue } from '../lib/use-landing-translation';
import { BenefitsSection } from './benefits-section';
import { ClosingCall } from './closing-call';
import { LandingHero } from './landing-hero';
import { NursingSection } from './nursing-section';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';

/** `/`: the offer, the services, the featured nursing service, the benefits, testimonials when there are some. */
export function LandingPage() {
  // The sections below are drawn again with the visitor's language once its texts are loaded.
  useLandingCatalogue();
  return (
    <>
      <LandingHero />
      <ServicesSection />
      <NursingSection />
      <BenefitsSection />
      <TestimonialsSection />
      <ClosingCall />
    </>
  );
}
