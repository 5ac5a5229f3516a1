import 'i18next';
import type fr from '../locales/fr/common.json';
import type frMessages from '../locales/fr/messages.json';
import type frDoctorRoutes from '../locales/fr/doctor-routes.json';
import type frAdminRoutes from '../locales/fr/admin-routes.json';
import type faq from '../locales/fr/faq.json';
import type privacy from '../locales/fr/privacy.json';
import type terms from '../locales/fr/terms.json';
import type userManual from '../locales/fr/user-manual.json';
import type landing from '../locales/fr/landing.json';
import type carerSuspended from '../locales/fr/carer-suspended.json';
import type construction from '../locales/fr/construction.json';
import type spaceHome from '../locales/fr/space-home.json';
import type itineraryLinks from '../locales/fr/itinerary-links.json';
import type dashboard from '../locales/fr/dashboard.json';
import type profile from '../locales/fr/profile.json';
import type settings from '../locales/fr/settings.json';
import type record from '../locales/fr/record.json';
import type vaccination from '../locales/fr/vaccination.json';
import type directory from '../locales/fr/directory.json';
import type payments from '../locales/fr/payments.json';
import type availability from '../locales/fr/availability.json';
import type booking from '../locales/fr/booking.json';
import type planning from '../locales/fr/planning.json';
import type admin from '../locales/fr/admin.json';
import type invoices from '../locales/fr/invoices.json';
import type catalogue from '../locales/fr/catalogue.json';
import type messaging from '../locales/fr/messaging.json';
import type routeDescriptions from '../locales/fr/route-descriptions.json';
import type location from '../locales/fr/location.json';
import type bookingRequest from '../locales/fr/booking-request.json';
import type contactChange from '../locales/fr/contact-change.json';
import type signUp from '../locales/fr/sign-up.json';
import type bookingAuth from '../locales/fr/booking-auth.json';
import type accountType from '../locales/fr/account-type.json';
import type recovery from '../locales/fr/recovery.json';
import type doctorOnboarding from '../locales/fr/doctor-onboarding.json';
import type staffInvitation from '../locales/fr/staff-invitation.json';
import type doctorProfile from '../locales/fr/doctor-profile.json';
import type conversations from '../locales/fr/conversations.json';
import type carers from '../locales/fr/carers.json';
import type users from '../locales/fr/users.json';
import type adminDashboard from '../locales/fr/admin-dashboard.json';
import type clinic from '../locales/fr/clinic.json';
import type teleconsultations from '../locales/fr/teleconsultations.json';
import type prescriptions from '../locales/fr/prescriptions.json';
import type clock from '../locales/fr/clock.json';
import type fieldMap from '../locales/fr/field-map.json';
import type translations from '../locales/fr/translations.json';
import type scores from '../locales/fr/scores.json';
import type procedures from '../locales/fr/procedures.json';
import type protocols from '../locales/fr/protocols.json';
import type results from '../locales/fr/results.json';
import type archives from '../locales/fr/archives.json';
import type tasks from '../locales/fr/tasks.json';
import type doctorDashboard from '../locales/fr/doctor-dashboard.json';
import type shop from '../locales/fr/shop.json';

/**
 * French is the source catalogue: `t()` only accepts its keys. `common` is bundled with the entry; the other
 * namespaces travel with their page's chunk (`lib/register-catalogues.ts`).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      /**
       * With the error and validation texts, downloaded when first needed (`loadMessageTexts`), and the titles of
       * the doctor's and staff routes, downloaded with those spaces (`app/space-screens.ts`).
       */
      common: typeof fr & typeof frMessages & typeof frDoctorRoutes & typeof frAdminRoutes;
      faq: typeof faq;
      terms: typeof terms;
      privacy: typeof privacy;
      userManual: typeof userManual;
      landing: typeof landing;
      carerSuspended: typeof carerSuspended;
      construction: typeof construction;
      spaceHome: typeof spaceHome;
      itineraryLinks: typeof itineraryLinks;
      dashboard: typeof dashboard;
      profile: typeof profile;
      settings: typeof settings;
      record: typeof record;
      vaccination: typeof vaccination;
      directory: typeof directory;
      shop: typeof shop;
      payments: typeof payments;
      availability: typeof availability;
      booking: typeof booking;
      bookingAuth: typeof bookingAuth;
      planning: typeof planning;
      admin: typeof admin;
      invoices: typeof invoices;
      catalogue: typeof catalogue;
      messaging: typeof messaging;
      routeDescriptions: typeof routeDescriptions;
      location: typeof location;
      bookingRequest: typeof bookingRequest;
      contactChange: typeof contactChange;
      signUp: typeof signUp;
      accountType: typeof accountType;
      recovery: typeof recovery;
      doctorOnboarding: typeof doctorOnboarding;
      staffInvitation: typeof staffInvitation;
      doctorProfile: typeof doctorProfile;
      conversations: typeof conversations;
      carers: typeof carers;
      users: typeof users;
      adminDashboard: typeof adminDashboard;
      clinic: typeof clinic;
      teleconsultations: typeof teleconsultations;
      prescriptions: typeof prescriptions;
      clock: typeof clock;
      fieldMap: typeof fieldMap;
      translations: typeof translations;
      scores: typeof scores;
      procedures: typeof procedures;
      protocols: typeof protocols;
      results: typeof results;
      archives: typeof archives;
      tasks: typeof tasks;
      doctorDashboard: typeof doctorDashboard;
    };
  }
}
