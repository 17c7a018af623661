import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ROUTE_PERMISSIONS,
  adminRouteKey,
  holds,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  type StaffRole,
} from '../../src/domain/staff.js';
import { signInAdmin } from './support/players.js';
import { addStaff } from './support/staff.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/**
 * Every admin route × every staff role, against the one permission table (src/domain/staff.ts). The guard runs
 * before the body is read, so a request without a body (and the id 999999) tells "let in" from "kept out": a
 * role without the route's permission gets 403 PERMISSION_DENIED naming it; a role with it never gets a 401 or 403.
 */
describe('staff permissions', () => {
  let server: TestServer;
  const tokens = new Map<StaffRole, string>();
  let routes: { method: string; url: string; key: string }[];

  beforeAll(async () => {
    server = await startTestServer();
    const owner = await signInAdmin(server);
    for (const role of STAFF_ROLES) tokens.set(role, (await addStaff(server, role, owner)).token);
    const docs = await server.request({ method: 'GET', url: '/api/docs/json' });
    const paths = (docs.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    routes = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => {
          const route = path.replace(/\{(\w+)\}/g, ':$1');
          return { method: method.toUpperCase(), url: path.replace(/\{\w+\}/g, '999999'), key: adminRouteKey(method, route) };
        }),
      );
  });
  afterAll(async () => {
    await expectLedgerBalanced(server);
    await server.close();
  });

  it('lists every admin route in the permission table, and every entry of the table is a route', () => {
    expect(routes.length).toBeGreaterThan(45);
    expect(routes.filter((route) => !(route.key in ADMIN_ROUTE_PERMISSIONS)).map((route) => route.key)).toEqual([]);
    const served = new Set(routes.map((route) => route.key));
    expect(Object.keys(ADMIN_ROUTE_PERMISSIONS).filter((key) => !served.has(key))).toEqual([]);
  });

  it('gives the owner every permission and the manager every one but staff management', () => {
    expect(ROLE_PERMISSIONS.owner.filter((permission) => !holds('manager', permission))).toEqual(['staff']);
  });

  for (const role of STAFF_ROLES) {
    it(`lets a ${role} reach exactly the routes of its permissions`, async () => {
      const wrong: string[] = [];
      for (const route of routes) {
        const permission = ADMIN_ROUTE_PERMISSIONS[route.key]!;
        const response = await server.request({
          method: route.method as 'GET',
          url: route.url,
          token: tokens.get(role)!,
        });
        const allowed = permission === null || holds(role, permission);
        const body = response.json() as { code?: string; params?: { permission?: string } };
        const refused = response.statusCode === 403 && body.code === 'PERMISSION_DENIED';
        if (allowed && (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500)) {
          wrong.push(`${route.key}: let in expected, got ${response.statusCode} ${response.body}`);
        }
        if (!allowed && !(refused && body.params?.permission === permission)) {
          wrong.push(`${route.key}: PERMISSION_DENIED (${permission}) expected, got ${response.statusCode} ${response.body}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('shows an operator their staff role and permissions on their profile', async () => {
    const profile = await server.request({ method: 'GET', url: '/api/auth/profile', token: tokens.get('cashier')! });
    expect(profile.json()).toMatchObject({
      user: { role: 'admin', staffRole: 'cashier', permissions: [...ROLE_PERMISSIONS.cashier] },
    });
  });
});
