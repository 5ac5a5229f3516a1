import {
  prescriberDetailsRoutes,
  doctorPatientPrescriptionsRoutes,
  prescriptionsRoutes,
  prescriptionVerificationRoutes,
} from './features/prescriptions/prescriptions.routes';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiErrorBody } from '@sante/shared/error-codes';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { AppBindings, AppDeps } from './app-context';
import { authRoutes } from './features/auth/auth.routes';
import { wellKnownRoutes } from './features/auth/well-known.routes';
import { accountRoutes } from './features/account/account.routes';
import { doctorsRoutes } from './features/doctors/doctors.routes';
import { adminCarersRoutes } from './features/carers/carers.routes';
import { adminDashboardRoutes } from './features/admin-dashboard/admin-dashboard.routes';
import { availabilityRoutes } from './features/availability/availability.routes';
import { bookingsRoutes } from './features/bookings/bookings.routes';
import { conversationsRoutes } from './features/conversations/conversations.routes';
import { teleconsultationsRoutes } from './features/teleconsultations/teleconsultations.routes';
import { documentsRoutes } from './features/medical-record/documents.routes';
import { healthEntriesRoutes } from './features/medical-record/health-entries.routes';
import { patientsRoutes } from './features/patients/patients.routes';
import { storageRoutes } from './features/storage/storage.routes';
import { adminServicesRoutes, servicesRoutes } from './features/services/services.routes';
import { shopRoutes } from './features/shop/shop.routes';
import { adminShopOrdersRoutes, shopOrdersRoutes } from './features/shop-orders/shop-orders.routes';
import { adminPharmacistsRoutes } from './features/shop-pharmacists/shop-pharmacists.routes';
import { adminPharmacyStatementsRoutes } from './features/pharmacy-statements/pharmacy-statements.routes';
import { isFileUpload } from './features/storage/upload-routes';
import { vaccinationsRoutes } from './features/vaccinations/vaccinations.routes';
import { adminPaymentsRoutes, paymentsRoutes } from './features/payments/payments.routes';
import {
  adminCreditNotesRoutes,
  adminInvoicesRoutes,
  creditNotesRoutes,
  invoicesRoutes,
} from './features/invoices/invoices.routes';
import { invoiceVerificationRoutes } from './features/invoices/invoice-verification.routes';
import { invoiceLinksRoutes } from './features/invoices/invoice-links.routes';
import { doctorInvoicesRoutes, doctorPayoutRoutes } from './features/invoices/doctor-invoices.routes';
import { openApiRoutes } from './features/openapi/openapi.routes';
import {
  consultationNotesRoutes,
  doctorPatientsRoutes,
  emergencyAccessAdminRoutes,
  recordAccessRoutes,
} from './features/clinic/clinic.routes';
import { healthRoutes } from './features/health/health.routes';
import { adminTasksRoutes, doctorTasksRoutes } from './features/tasks/tasks.routes';
import { doctorDashboardRoutes } from './features/doctor-dashboard/doctor-dashboard.routes';
import { archivesRoutes } from './features/archives/archives.routes';
import {
  adminResultsRoutes,
  doctorPatientResultsRoutes,
  doctorResultsRoutes,
  patientResultsRoutes,
} from './features/lab-results/lab-results.routes';
import { adminClockRoutes, clockRoutes } from './features/clock/clock.routes';
import { adminTrackingRoutes, trackingRoutes } from './features/tracking/tracking.routes';
import { adminTranslationsRoutes, translationsRoutes } from './features/translations/translations.routes';
import {
  adminProcedureAcknowledgementsRoutes,
  adminProtocolsRoutes,
  proceduresRoutes,
  protocolsRoutes,
} from './features/protocols/protocols.routes';
import { messagingAdminRoutes, messagingWebhookRoutes } from './features/messaging/messaging.routes';
import { isDatabaseUnavailable, retryAfterOf } from './db/connection-errors';
import { databaseGate } from './db/database-gate';
import { AppError } from './lib/app-error';
import { errorSummary, isInvalidInputError, sqlStateOf } from './lib/error-summary';
import { requestContext } from './lib/request-context';
import { apiResponseHeaders, originCheck, securityHeaders } from './lib/security';
import { serveSpa } from './spa';

const builtWebApp = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** The API, and the built web app when there is one (`webDist`: the web build by default; tests give their own). */
export function createApp(deps: AppDeps, { webDist = builtWebApp }: { webDist?: string } = {}) {
  const { env, logger } = deps;
  const app = new Hono<AppBindings>();

  app.use(requestContext(env, logger));
  app.use(securityHeaders(env));
  app.use('/api/*', apiResponseHeaders());
  app.use('/api/*', originCheck(env));
  const jsonBodyLimit = bodyLimit({
    maxSize: env.BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('payload_too_large');
    },
  });
  // File uploads read their body with the bucket's own limit instead (features/storage/upload-body.ts).
  const bodyLimitUnlessUpload: MiddlewareHandler<AppBindings> = (c, next) =>
    isFileUpload(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next);
  app.use('/api/*', bodyLimitUnlessUpload);
  app.use('/api/*', databaseGate(env));

  app.route('/api', healthRoutes(deps));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/doctors', doctorsRoutes(deps));
  app.route('/api', availabilityRoutes(deps));
  app.route('/api/bookings', bookingsRoutes(deps));
  app.route('/api/conversations', conversationsRoutes(deps));
  app.route('/api/teleconsultations', teleconsultationsRoutes(deps));
  app.route('/api/patients', patientsRoutes(deps));
  app.route('/api/account', accountRoutes(deps));
  app.route('/api/records/entries', healthEntriesRoutes(deps));
  app.route('/api/records/documents', documentsRoutes(deps));
  app.route('/api/records/access', recordAccessRoutes(deps));
  app.route('/api/doctor/patients', doctorPatientsRoutes(deps));
  app.route('/api/consultation-notes', consultationNotesRoutes(deps));
  app.route('/api/doctor/tasks', doctorTasksRoutes(deps));
  app.route('/api/doctor/dashboard', doctorDashboardRoutes(deps));
  app.route('/api/admin/tasks', adminTasksRoutes(deps));
  app.route('/api/doctor/patients/:patientId/results', doctorPatientResultsRoutes(deps));
  app.route('/api/doctor/patients/:patientId/prescriptions', doctorPatientPrescriptionsRoutes(deps));
  app.route('/api/doctor/results', doctorResultsRoutes(deps));
  app.route('/api/admin/results', adminResultsRoutes(deps));
  app.route('/api/admin/archives', archivesRoutes(deps));
  app.route('/api/results', patientResultsRoutes(deps));
  app.route('/api/doctor/prescriber-details', prescriberDetailsRoutes(deps));
  app.route('/api/prescriptions', prescriptionsRoutes(deps));
  app.route('/api/prescription-verifications', prescriptionVerificationRoutes(deps));
  app.route('/api/invoice-verifications', invoiceVerificationRoutes(deps));
  app.route('/api/admin/emergency-accesses', emergencyAccessAdminRoutes(deps));
  app.route('/api/storage', storageRoutes(deps));
  app.route('/api/vaccinations', vaccinationsRoutes(deps));
  app.route('/api/payments', paymentsRoutes(deps));
  app.route('/api/admin/payments', adminPaymentsRoutes(deps));
  app.route('/api/invoices', invoicesRoutes(deps));
  app.route('/api/admin/invoices', adminInvoicesRoutes(deps));
  app.route('/api/credit-notes', creditNotesRoutes(deps));
  app.route('/api/admin/credit-notes', adminCreditNotesRoutes(deps));
  app.route('/api/invoice-links', invoiceLinksRoutes(deps));
  app.route('/api/doctor/invoices', doctorInvoicesRoutes(deps));
  app.route('/api/doctor/payout', doctorPayoutRoutes(deps));
  app.route('/api/services', servicesRoutes(deps));
  app.route('/api/admin/services', adminServicesRoutes(deps));
  app.route('/api/protocols', protocolsRoutes(deps));
  app.route('/api/admin/protocols', adminProtocolsRoutes(deps, 'protocol'));
  app.route('/api/procedures', proceduresRoutes(deps));
  app.route('/api/admin/procedures', adminProtocolsRoutes(deps, 'procedure'));
  app.route('/api/admin/procedures', adminProcedureAcknowledgementsRoutes(deps));
  app.route('/api/shop/orders', shopOrdersRoutes(deps));
  app.route('/api/admin/shop/orders', adminShopOrdersRoutes(deps));
  app.route('/api/admin/shop/pharmacists', adminPharmacistsRoutes(deps));
  app.route('/api/admin/shop/statements', adminPharmacyStatementsRoutes(deps));
  app.route('/api/shop', shopRoutes(deps));
  app.route('/api/admin/carers', adminCarersRoutes(deps));
  app.route('/api/admin/dashboard', adminDashboardRoutes(deps));
  app.route('/api/clock', clockRoutes(deps));
  app.route('/api/admin/clock', adminClockRoutes(deps));
  app.route('/api/tracking', trackingRoutes(deps));
  app.route('/api/admin/tracking', adminTrackingRoutes(deps));
  app.route('/api/translations', translationsRoutes(deps));
  app.route('/api/admin/translations', adminTranslationsRoutes(deps));
  app.route('/api/messaging', messagingWebhookRoutes(deps));
  app.route('/api/admin', messagingAdminRoutes(deps));
  app.route('/api', openApiRoutes());
  app.route('/.well-known', wellKnownRoutes(deps));
  app.all('/api/*', () => {
    throw new AppError('not_found');
  });

  if (existsSync(path.join(webDist, 'index.html'))) serveSpa(app, deps, webDist);

  app.onError((thrown, c) => {
    // The database is unreachable or dropped the connection: a transient state, not a bug of the request.
    const error = isDatabaseUnavailable(thrown)
      ? new AppError('service_unavailable', { retryAfter: retryAfterOf(thrown) })
      : thrown;
    if (error instanceof AppError) {
      const body: ApiErrorBody = { code: error.code, message: error.message };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      if (error.retryAfter !== undefined) {
        body.retryAfter = error.retryAfter;
        c.header('Retry-After', String(error.retryAfter));
      }
      if (error.status >= 500) c.get('log').error({ code: error.code }, 'app error');
      return c.json(body, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const body: ApiErrorBody = {
        code: error.status === 404 ? 'not_found' : 'validation_failed',
        message: error.message,
      };
      return c.json(body, error.status);
    }
    if (isInvalidInputError(error)) {
      // Validation let through what the database cannot take (lib/validate.ts should have): still the client's input.
      c.get('log').warn({ code: sqlStateOf(error) }, 'input refused by the database');
      const body: ApiErrorBody = { code: 'validation_failed', message: 'validation_failed' };
      return c.json(body, 400);
    }
    // Never the message: a failed query's carries its SQL and parameters (lib/error-summary.ts).
    c.get('log').error({ err: errorSummary(error) }, 'unhandled error');
    const body: ApiErrorBody = { code: 'internal_error', message: 'Internal error' };
    return c.json(body, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
