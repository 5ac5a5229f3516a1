import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZDispenseRequestSchema,
  ZPrescriberDetailsRequestSchema,
  ZPrescriptionRequestSchema,
} from '@sante/shared/prescription-schemas';
import type { z } from 'zod';

/** The forms' schemas (the server's), downloaded on a form's first focus (`lazyResolver`). */
export type PrescriptionInput = z.input<typeof ZPrescriptionRequestSchema>;
export type PrescriptionValues = z.output<typeof ZPrescriptionRequestSchema>;
export const prescriptionResolver = zodResolver(ZPrescriptionRequestSchema);

export type PrescriberDetailsInput = z.input<typeof ZPrescriberDetailsRequestSchema>;
export type PrescriberDetailsValues = z.output<typeof ZPrescriberDetailsRequestSchema>;
export const prescriberDetailsResolver = zodResolver(ZPrescriberDetailsRequestSchema);

export type DispenseInput = z.input<typeof ZDispenseRequestSchema>;
export type DispenseValues = z.output<typeof ZDispenseRequestSchema>;
export const dispenseResolver = zodResolver(ZDispenseRequestSchema);
