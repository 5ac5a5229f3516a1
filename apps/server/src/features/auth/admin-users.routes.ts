import { ZAdminGenerateLinkRequestSchema, ZUserIdSchema } from '@sante/shared/auth-schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { jsonBody } from '../../lib/validate';
import { authRequestOf } from './auth-request';
import { changeAccountStatus } from './change-account-status';
import { deleteUserFactor, listUserFactors } from './mfa-factors';
import { adminCreateUser, deleteUser, generateLink, getUser, inviteUser, listUsers, updateUser } from './manage-users';
import { callerOf, requireStaff } from './require-caller';
import { readUserActivity } from './user-activity';

function userIdParam(value: string | undefined): string {
  const parsed = ZUserIdSchema.safeParse(value);
  if (!parsed.success) throw new AppError('invalid_user_id', { fieldErrors: { id: ['validation.invalidUserId'] } });
  return parsed.data;
}

/** Admin user API: staff roles only (401 anonymous, 403 any other role, including doctors and patients). */
export function adminUsersRoutes(deps: AppDeps) {
  const staff = requireStaff(deps);
  return new Hono<AppBindings>()
    .post('/invite', staff, async (c) =>
      c.json({ user: await inviteUser(deps, authRequestOf(c), callerOf(c), await jsonBody(c, z.unknown())) }, 201),
    )
    .post('/admin/generate_link', staff, async (c) =>
      c.json(
        await generateLink(deps, authRequestOf(c), callerOf(c), await jsonBody(c, ZAdminGenerateLinkRequestSchema)),
      ),
    )
    .get('/admin/users', staff, async (c) =>
      c.json(await listUsers(deps, authRequestOf(c), callerOf(c), c.req.query())),
    )
    .post('/admin/users', staff, async (c) =>
      c.json({ user: await adminCreateUser(deps, authRequestOf(c), callerOf(c), await jsonBody(c, z.unknown())) }, 201),
    )
    .get('/admin/users/:id', staff, async (c) =>
      c.json({ user: await getUser(deps, authRequestOf(c), callerOf(c), userIdParam(c.req.param('id'))) }),
    )
    .put('/admin/users/:id', staff, async (c) => {
      const userId = userIdParam(c.req.param('id'));
      return c.json({
        user: await updateUser(deps, authRequestOf(c), callerOf(c), userId, await jsonBody(c, z.unknown())),
      });
    })
    .post('/admin/users/:id/status', staff, async (c) => {
      const userId = userIdParam(c.req.param('id'));
      return c.json({
        user: await changeAccountStatus(deps, authRequestOf(c), callerOf(c), userId, await jsonBody(c, z.unknown())),
      });
    })
    .delete('/admin/users/:id', staff, async (c) => {
      await deleteUser(deps, authRequestOf(c), callerOf(c), userIdParam(c.req.param('id')));
      return c.body(null, 204);
    })
    .get('/admin/users/:id/activity', staff, async (c) =>
      c.json({
        activity: await readUserActivity(deps, authRequestOf(c), callerOf(c), userIdParam(c.req.param('id'))),
      }),
    )
    .get('/admin/users/:id/factors', staff, async (c) =>
      c.json({ factors: await listUserFactors(deps, authRequestOf(c), callerOf(c), userIdParam(c.req.param('id'))) }),
    )
    .delete('/admin/users/:id/factors/:factorId', staff, async (c) => {
      const userId = userIdParam(c.req.param('id'));
      const factorId = z.uuid().safeParse(c.req.param('factorId'));
      if (!factorId.success) throw new AppError('mfa_factor_not_found');
      await deleteUserFactor(deps, authRequestOf(c), callerOf(c), userId, factorId.data);
      return c.body(null, 204);
    });
}
