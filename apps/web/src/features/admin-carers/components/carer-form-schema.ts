import { zodResolver } from '@hookform/resolvers/zod';
import { ZAdminCarerCreateRequestSchema, ZAdminCarerUpdateRequestSchema } from '@sante/shared/carer-schemas';
import type { Resolver } from 'react-hook-form';
import type { CarerFormOutput, CarerFormValues } from './carer-form';

/** Loaded with zod on the form's first focus (see `lazyResolver`). The edit form has no contacts to validate. */
export const carerCreateResolver = zodResolver(ZAdminCarerCreateRequestSchema) as Resolver<
  CarerFormValues,
  unknown,
  CarerFormOutput
>;
export const carerUpdateResolver = zodResolver(ZAdminCarerUpdateRequestSchema) as unknown as Resolver<
  CarerFormValues,
  unknown,
  CarerFormOutput
>;
