import type { RenderedArchiveSource } from '@sante/shared/archive-constants';
import type { AppDeps, Caller } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { downloadCreditNotePdf } from '../invoices/download-credit-note-pdf';
import { downloadInvoicePdf } from '../invoices/download-invoice-pdf';
import { downloadPrescriptionPdf } from '../prescriptions/download-prescription-pdf';
import { ARCHIVE_SOURCE_MODULES } from './archive-sources';
import { auditArchive, type ArchiveRequest } from './archive-view';

export type RenderedArchive = { filename: string; pdf: Uint8Array };

/**
 * `GET /api/admin/archives/{source}/{id}/pdf` (`archives.read`): a prescription, invoice or credit note rendered
 * from its row, as its own route renders it (and audits it), with the archives' `archive.open` row. 404 for an
 * unknown id or an id of another source.
 */
export async function openRenderedArchive(
  deps: Pick<AppDeps, 'db' | 'env' | 'store'>,
  req: ArchiveRequest,
  caller: Caller,
  source: RenderedArchiveSource,
  id: string,
): Promise<RenderedArchive> {
  const found = await ARCHIVE_SOURCE_MODULES[source].locate(deps.db, id);
  if (!found) throw new AppError('not_found');
  const file = await render(deps, req, caller, source, id);
  await auditArchive(deps.db, req, caller, 'archive.open', id, { source, ownerId: found.ownerId });
  return file;
}

async function render(
  deps: Pick<AppDeps, 'db' | 'env' | 'store'>,
  req: ArchiveRequest,
  caller: Caller,
  source: RenderedArchiveSource,
  id: string,
): Promise<RenderedArchive> {
  switch (source) {
    case 'prescription': {
      const actor = { userId: caller.userId, role: caller.role, ...req };
      return { filename: 'ordonnance.pdf', pdf: await downloadPrescriptionPdf(deps, actor, id, 'any') };
    }
    case 'invoice': {
      const { number, pdf } = await downloadInvoicePdf(deps, caller, id, req.requestId);
      return { filename: `facture-${number}.pdf`, pdf };
    }
    case 'credit_note': {
      const { number, pdf } = await downloadCreditNotePdf(deps.db, caller, 'any', id, req.requestId);
      return { filename: `avoir-${number}.pdf`, pdf };
    }
  }
}
