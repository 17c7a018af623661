import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe('the contract', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('describes every answer of every /api route in /api/docs/json: its own 2xx and the error body', async () => {
    const response = await server.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = (response.json() as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(90);
    const undescribed = operations
      .filter(({ operation }) => {
        const statuses = Object.keys(operation.responses ?? {});
        const success = statuses.find((status) => status.startsWith('2'));
        const described = success && (success === '204' || operation.responses?.[success]?.content);
        return !described || !statuses.includes('4XX') || !statuses.includes('5XX');
      })
      .map(({ name }) => name);
    expect(undescribed).toEqual([]);
  });
});
