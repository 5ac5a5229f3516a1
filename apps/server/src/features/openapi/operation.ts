import type { z } from 'zod';

/** One documented API operation (each feature lists its own in `<feature>.operations.ts`). */
export type Operation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';
  path: string;
  summary: string;
  tag:
    | 'health'
    | 'auth'
    | 'mfa'
    | 'admin'
    | 'doctors'
    | 'patients'
    | 'account'
    | 'records'
    | 'storage'
    | 'vaccinations'
    | 'services'
    | 'messaging'
    | 'payments'
    | 'bookings'
    | 'invoices'
    | 'conversations'
    | 'teleconsultations'
    | 'clock'
    | 'tracking'
    | 'translations'
    | 'protocols'
    | 'prescriptions'
    | 'shop';
  auth?: 'session' | 'patient' | 'staff' | 'doctor';
  body?: z.ZodType;
  query?: Record<string, string>;
  success?: number;
  /** Path parameters that are text (bucket ids, object paths), not uuids. */
  textParams?: readonly string[];
};
