import { ZCommissionStatementRequestSchema } from '@sante/shared/commission-statement-schemas';
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { shopPharmacies } from '../../db/schema/shop';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requirePermission } from '../auth/require-caller';
import { commissionStatement } from './commission-statement';
import { pdfResponse } from '../invoices/invoices.routes';
import { commissionStatementCsvFile, commissionStatementPdf } from './commission-statement-files';
import { issueCommissionStatement } from './issue-commission-statement';

/**
 * `/api/admin/shop/statements` (`shop_orders.manage`): the platform's monthly commission statement to each partner
 * pharmacy (ADR 053): the figures of a month, its numbered issue once the month is over, its PDF and CSV.
 */
export function adminPharmacyStatementsRoutes(deps: AppDeps) {
  const staff = (c: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(c);
    return { userId: caller.userId, role: caller.role };
  };
  return new Hono<AppBindings>()
    .use('*', requirePermission(deps, 'shop_orders.manage', 'shop_orders'))
    .get('/pharmacies', async (c) => {
      const pharmacies = await deps.db
        .select({ id: shopPharmacies.id, name: shopPharmacies.name, city: shopPharmacies.city })
        .from(shopPharmacies)
        .orderBy(asc(shopPharmacies.city), asc(shopPharmacies.name));
      return c.json({ pharmacies });
    })
    .get('/', async (c) => {
      const { pharmacyId, month } = parseWith(ZCommissionStatementRequestSchema, c.req.query());
      return c.json({ statement: await commissionStatement(deps.db, pharmacyId, month) });
    })
    .post('/', async (c) => {
      const { pharmacyId, month } = await jsonBody(c, ZCommissionStatementRequestSchema);
      return c.json({ statement: await issueCommissionStatement(deps, staff(c), pharmacyId, month) });
    })
    .get('/:id/pdf', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const file = await commissionStatementPdf(deps, staff(c), id, c.get('requestId'));
      return pdfResponse(c, file, 'releve-commission');
    })
    .get('/:id/csv', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const { number, csv } = await commissionStatementCsvFile(deps.db, staff(c), id, c.get('requestId'));
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="releve-commission-${number}.csv"`,
        'cache-control': 'private, no-store',
      });
    });
}
