import { Hono } from 'hono';
import type { AppBindings } from '../../app-context';
import { openApiDocument } from './openapi-document';

/** `GET /api/openapi.json` */
export function openApiRoutes() {
  const document = openApiDocument();
  return new Hono<AppBindings>().get('/openapi.json', (c) => c.json(document));
}
