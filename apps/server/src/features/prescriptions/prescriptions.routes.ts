import {
  VERIFICATION_CODE_PATTERN,
  ZDispenseRequestSchema,
  ZPrescriberDetailsRequestSchema,
  ZPrescriptionRequestSchema,
  ZRecordPrescriptionsQuerySchema,
} from '@sante/shared/prescription-schemas';
import { STAMP_LIMITS } from '@sante/shared/prescription-constants';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { enforce } from '../../lib/rate-limit';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requireCaller, requireRole } from '../auth/require-caller';
import type { ClinicActor } from '../clinic/care-relationship';
import { readUpload } from '../storage/upload-body';
import { downloadPrescriptionPdf } from './download-prescription-pdf';
import { listOwnPrescriptions } from './patient-prescriptions';
import { readPrescriberDetails, savePrescriberDetails, uploadStamp } from './prescriber-details';
import { listRecordPrescriptions, recordPrescriptionPdf } from './record-prescriptions';
import { readBookingPrescription, savePrescriptionDraft } from './save-prescription';
import { signPrescription } from './sign-prescription';
import { dispensePrescription, verifyPrescription } from './verify-prescription';

/** Per IP, like the other public endpoints (invoice links): a pharmacy checks a few prescriptions a minute. */
const VERIFICATION_RATE = { limit: 60, windowMs: 60_000 };

const PDF_HEADERS = {
  'Content-Type': 'application/pdf',
  'Content-Disposition': 'attachment; filename="ordonnance.pdf"',
  'Cache-Control': 'private, no-store',
};

function actorOf(c: Context<AppBindings>): ClinicActor {
  const caller = callerOf(c);
  return { userId: caller.userId, role: caller.role, ip: c.get('ip'), requestId: c.get('requestId') };
}

/** `/api/doctor/prescriber-details` (doctor): the facility, address and stamp that prescriptions print (ADR 034). */
export function prescriberDetailsRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requireRole(deps, 'medecin'))
    .get('/', async (c) => c.json({ details: await readPrescriberDetails(deps, callerOf(c).userId) }))
    .put('/', async (c) => {
      const input = await jsonBody(c, ZPrescriberDetailsRequestSchema);
      return c.json({ details: await savePrescriberDetails(deps, actorOf(c), input) });
    })
    .post('/stamp', async (c) => {
      const upload = await readUpload(c, STAMP_LIMITS.maxBytes);
      if (!upload.bytes || upload.bytes.byteLength === 0)
        throw new AppError('validation_failed', { fieldErrors: { file: ['validation.required'] } });
      const file = { bytes: upload.bytes, contentType: upload.contentType };
      return c.json({ details: await uploadStamp(deps, actorOf(c), file) });
    });
}

/**
 * `/api/prescriptions`: the booking's doctor writes, saves and signs (`/booking/{bookingId}`, others 404, patients
 * and staff 403); the patient lists their signed ones; the PDF for the patient or the prescriber.
 */
export function prescriptionsRoutes(deps: AppDeps) {
  const bookingId = (c: Context<AppBindings>) => uuidParam(c.req.param('bookingId'));
  const doctorOnly = requireRole(deps, 'medecin');
  return new Hono<AppBindings>()
    .get('/', requireRole(deps, 'patient'), async (c) =>
      c.json({ prescriptions: await listOwnPrescriptions(deps, actorOf(c)) }),
    )
    .get('/booking/:bookingId', doctorOnly, async (c) =>
      c.json({ prescription: await readBookingPrescription(deps, actorOf(c), bookingId(c), new Date()) }),
    )
    .put('/booking/:bookingId', doctorOnly, async (c) => {
      const id = bookingId(c);
      const input = await jsonBody(c, ZPrescriptionRequestSchema);
      return c.json({ prescription: await savePrescriptionDraft(deps, actorOf(c), id, input, new Date()) });
    })
    .post('/booking/:bookingId/sign', doctorOnly, async (c) =>
      c.json({ prescription: await signPrescription(deps, actorOf(c), bookingId(c), new Date()) }),
    )
    .get('/:id/pdf', requireCaller(deps), async (c) => {
      const pdf = await downloadPrescriptionPdf(deps, actorOf(c), uuidParam(c.req.param('id')));
      return c.body(new Uint8Array(pdf), 200, PDF_HEADERS);
    });
}

/**
 * `/api/doctor/patients/{patientId}/prescriptions` (carers, care relationship; ADR 065): the record's prescriptions,
 * a page at a time, and a signed one's PDF. Anyone else's patient is 404; patients and staff are 403.
 */
export function doctorPatientPrescriptionsRoutes(deps: AppDeps) {
  const patientId = (c: Context<AppBindings>) => uuidParam(c.req.param('patientId'));
  return new Hono<AppBindings>()
    .use(requireRole(deps, 'medecin'))
    .get('/', async (c) => {
      const { before } = parseWith(ZRecordPrescriptionsQuerySchema, c.req.query());
      return c.json(await listRecordPrescriptions(deps.db, actorOf(c), patientId(c), new Date(), before));
    })
    .get('/:prescriptionId/pdf', async (c) => {
      const id = patientId(c);
      const prescriptionId = uuidParam(c.req.param('prescriptionId'));
      const pdf = await recordPrescriptionPdf(deps, actorOf(c), id, prescriptionId, new Date());
      return c.body(new Uint8Array(pdf), 200, PDF_HEADERS);
    });
}

/**
 * `/api/prescription-verifications/{code}` (public, no account): what the QR code opens, and a pharmacy's
 * dispensing. Rate-limited per IP; a malformed code is simply not genuine.
 */
export function prescriptionVerificationRoutes(deps: AppDeps) {
  const limited: MiddlewareHandler<AppBindings> = async (c, next) => {
    await enforce(deps.db, `rx-verify:${c.get('ip')}`, VERIFICATION_RATE);
    await next();
  };
  const request = (c: Context<AppBindings>) => ({ ip: c.get('ip'), requestId: c.get('requestId') });
  const code = (c: Context<AppBindings>) => {
    const value = c.req.param('code') ?? '';
    return VERIFICATION_CODE_PATTERN.test(value) ? value : '';
  };
  return new Hono<AppBindings>()
    .use(limited)
    .get('/:code', async (c) => c.json({ verification: await verifyPrescription(deps, code(c), request(c)) }))
    .post('/:code/dispense', async (c) => {
      const input = await jsonBody(c, ZDispenseRequestSchema);
      const verification = await dispensePrescription(deps, code(c), input, request(c), new Date());
      return c.json({ verification });
    });
}
