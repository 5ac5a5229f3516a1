import { Hono } from 'hono';
import type { AppBindings } from '../../app-context';
import { openApiDocument } from './openapi-document';

/** `GET /api/openapi.json` */
export function openApiRoutes() {
  const document = openApiDocument();
  // Public and the same for everyone: cacheable for a few minutes (every other /api answer is no-store).
  return new Hono<AppBindings>().get('/openapi.json', (c) =>
    c.json(document, 200, { 'Cache-Control': 'public, max-age=300' }),
  );
}
