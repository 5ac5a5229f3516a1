import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { OPERATIONS } from './openapi-document';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/openapi.json', () => {
  it('describes every route the app serves, and nothing else', () => {
    const served = createApp(server.deps)
      .routes.filter(
        (route) =>
          (route.path.startsWith('/api/') || route.path.startsWith('/.well-known/')) &&
          !route.path.includes('*') &&
          route.method !== 'ALL',
      )
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)(\{[^}]+\})?/g, '{$1}')}`);
    const documented = OPERATIONS.map((operation) => `${operation.method} ${operation.path}`);
    expect([...new Set(served)].sort()).toEqual([...documented].sort());
  });

  it('is served as OpenAPI 3.1 with request bodies from the shared schemas', async () => {
    const res = await server.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const document = res.json<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>
      >;
    }>();
    expect(document.openapi).toBe('3.1.0');
    const signUp = document.paths['/api/auth/signup']?.post?.requestBody?.content['application/json']?.schema;
    expect(signUp?.required).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'phone', 'password', 'acceptTerms']),
    );
  });
});
