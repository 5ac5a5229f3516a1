import { zodResolver } from '@hookform/resolvers/zod';
import { ZProtocolContentRequestSchema } from '@sante/shared/protocol-schemas';
import { z } from 'zod';

const shape = ZProtocolContentRequestSchema.shape;

/** A textarea of one item per line, checked as the shared schema's list. */
const lines = (list: typeof shape.steps) =>
  z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(list);

/** The staff form: the shared schema, with the lists typed one per line. Loaded with zod on first focus. */
export const ZProtocolFormSchema = ZProtocolContentRequestSchema.extend({
  steps: lines(shape.steps),
  referralCriteria: lines(shape.referralCriteria),
  redFlags: lines(shape.redFlags),
});

export const protocolResolver = zodResolver(ZProtocolFormSchema);
