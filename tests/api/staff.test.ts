import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../../src/domain/staff.js';
import { nextClientAddress, nextMobileNumber, signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { addStaff } from './support/staff.js';
import {
  ADMIN,
  expectLedgerBalanced,
  expectRegisteredRefusal,
  startTestServer,
  type TestServer,
} from './support/test-server.js';

type Payload = InjectOptions['payload'];

let server: TestServer;
let owner: string;
let ownerId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signInAdmin(server);
  ownerId = (await get('/api/auth/profile')).json().user._id as string;
});
afterEach(async () => {
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

function get(url: string, token = owner) {
  return server.request({ method: 'GET', url, token });
}

function createStaff(payload: Payload, token = owner) {
  return server.request({ method: 'POST', url: '/api/admin/staff', token, payload });
}

function changeStaff(id: string | number, payload: Payload, token = owner) {
  return server.request({ method: 'PATCH', url: `/api/admin/staff/${id}`, token, payload });
}

function endSessions(id: string | number, sessionId?: string, token = owner) {
  const url = `/api/admin/staff/${id}/sessions${sessionId === undefined ? '' : `/${sessionId}`}`;
  return server.request({ method: 'DELETE', url, token });
}

function signIn(
  account: { mobileNumber: string; password: string },
  userAgent = 'Staff browser',
  remoteAddress = nextClientAddress(),
) {
  return server.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: account,
    remoteAddress,
    headers: { 'user-agent': userAgent },
  });
}

async function auditOf(targetId: string | number, action: string) {
  const trail = await get(`/api/admin/audit?action=${action}&targetKind=user&targetId=${targetId}`);
  expect(trail.statusCode, trail.body).toBe(200);
  return trail.json().entries as { action: string; actor: { _id: string } | null; before: unknown; after: unknown }[];
}

async function usersCount(): Promise<number> {
  const row = await server.store.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('POST /api/admin/staff', () => {
  it('creates an operator account with its role, who can sign in with the permissions of the role', async () => {
    const mobileNumber = nextMobileNumber();
    const created = await createStaff({
      name: '  Sunita Rao ',
      mobileNumber: ` ${mobileNumber} `,
      password: 'cashier-pass',
      staffRole: 'cashier',
    });
    expect(created.statusCode, created.body).toBe(201);
    const staff = created.json().staff;
    expect(staff).toEqual({
      _id: expect.any(String),
      name: 'Sunita Rao',
      mobileNumber,
      staffRole: 'cashier',
      isActive: true,
      twoFactor: false,
      lastSignInAt: null,
      createdAt: server.clock.now().toISOString(),
    });
    const login = await signIn({ mobileNumber, password: 'cashier-pass' });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ _id: staff._id, role: 'admin', staffRole: 'cashier' });
    expect(login.json().user.permissions).toContain('deposits.decide');
    expect((await get('/api/admin/fund-requests', login.json().token)).statusCode).toBe(200);
    expect((await auditOf(staff._id, 'staff.create'))[0]).toMatchObject({
      actor: { _id: ownerId },
      after: { name: 'Sunita Rao', mobileNumber, staffRole: 'cashier' },
    });
  });

  it('lets staff go by names kept from players', async () => {
    const mobileNumber = nextMobileNumber();
    const desk = { name: 'Support Desk', mobileNumber, password: 'support-pass', staffRole: 'support' };
    const created = await createStaff(desk);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().staff.name).toBe('Support Desk');
  });

  it('refuses bad fields with the sign-up messages and an unknown role, changing nothing', async () => {
    const before = await usersCount();
    const bad = await createStaff({ name: '', mobileNumber: '12345', password: 'short', staffRole: 'boss' });
    expect(bad.statusCode).toBe(400);
    expectRegisteredRefusal(bad);
    expect(bad.json().errors.map((item: { code: string; path: string }) => [item.path, item.code])).toEqual([
      ['name', 'NAME_REQUIRED'],
      ['mobileNumber', 'MOBILE_INVALID'],
      ['password', 'PASSWORD_TOO_SHORT'],
      ['staffRole', 'STAFF_ROLE_INVALID'],
    ]);
    const mobileNumber = nextMobileNumber();
    const role = await createStaff({ name: 'Asha', mobileNumber, password: 'good-pass-1', staffRole: 'boss' });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ code: 'STAFF_ROLE_INVALID', params: { roles: STAFF_ROLES.join(', ') } });
    const missing = await createStaff({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((item: { code: string }) => item.code)).toEqual([
      'NAME_REQUIRED',
      'MOBILE_REQUIRED',
      'PASSWORD_REQUIRED',
      'STAFF_ROLE_INVALID',
    ]);
    expect(await usersCount()).toBe(before);
  });

  it('answers 409 MOBILE_TAKEN for a number already in use, by a player or an operator', async () => {
    const player = await signUpPlayer(server);
    const before = await usersCount();
    for (const mobileNumber of [player.mobileNumber, ADMIN.mobileNumber]) {
      const taken = await createStaff({ name: 'Asha', mobileNumber, password: 'good-pass-1', staffRole: 'results' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        message: 'An account with this mobile number already exists',
        code: 'MOBILE_TAKEN',
      });
    }
    expect(await usersCount()).toBe(before);
    const profile = await signIn(player);
    expect(profile.json().user).toMatchObject({ role: 'player' });
  });
});

describe('GET /api/admin/staff', () => {
  it('lists every operator account, owners first, with two-factor and the latest sign-in, and no player', async () => {
    const player = await signUpPlayer(server);
    const auditor = await addStaff(server, 'auditor', owner, 'Aarti Auditor');
    const list = await get('/api/admin/staff');
    expect(list.statusCode).toBe(200);
    const staff = list.json().staff as { _id: string; staffRole: string; lastSignInAt: string | null }[];
    expect(staff[0]).toMatchObject({ _id: ownerId, staffRole: 'owner', lastSignInAt: expect.any(String) });
    expect(staff.find((member) => member._id === String(auditor.userId))).toMatchObject({
      name: 'Aarti Auditor',
      staffRole: 'auditor',
      isActive: true,
      twoFactor: false,
      lastSignInAt: server.clock.now().toISOString(),
    });
    expect(staff.some((member) => member._id === String(player.userId))).toBe(false);
    // Enrolled in two-factor (as the enrolment endpoints leave it): the list says so.
    const at = server.clock.now().toISOString();
    await server.store.db
      .insertInto('operator_two_factor')
      .values({
        user_id: auditor.userId,
        secret: 'JBSWY3DPEHPK3PXP',
        enabled_at: at,
        last_used_step: null,
        created_at: at,
        wrong_codes_since: null,
      })
      .execute();
    const listed = (await get('/api/admin/staff')).json().staff as { _id: string }[];
    const enrolled = listed.find((member) => member._id === String(auditor.userId));
    expect(enrolled).toMatchObject({ twoFactor: true });
    const roles = staff.map((member) => member.staffRole);
    expect(roles.lastIndexOf('owner')).toBeLessThan(roles.findIndex((role) => role !== 'owner'));
  });
});

describe('PATCH /api/admin/staff/{id}', () => {
  it('renames without ending sessions; a new role ends every session of the person at once', async () => {
    const member = await addStaff(server, 'support', owner, 'Nikhil');
    const second = (await signIn(member)).json().token as string;
    const renamed = await changeStaff(member.userId, { name: 'Nikhil Sharma' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().staff).toMatchObject({ name: 'Nikhil Sharma', staffRole: 'support' });
    expect((await get('/api/admin/enquiries', member.token)).statusCode).toBe(200);

    const promoted = await changeStaff(member.userId, { staffRole: 'manager' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().staff).toMatchObject({ staffRole: 'manager', isActive: true });
    for (const token of [member.token, second]) {
      expect((await get('/api/admin/enquiries', token)).statusCode).toBe(401);
    }
    const again = await signIn(member);
    expect(again.json().user).toMatchObject({ staffRole: 'manager' });
    expect((await get('/api/admin/users', again.json().token)).statusCode).toBe(200);

    const entries = await auditOf(member.userId, 'staff.change');
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [{ staffRole: 'support' }, { staffRole: 'manager', sessionsEnded: 2 }],
      [{ name: 'Nikhil' }, { name: 'Nikhil Sharma' }],
    ]);
  });

  it('deactivation ends their sessions and keeps them from signing in until reactivated', async () => {
    const member = await addStaff(server, 'cashier');
    const off = await changeStaff(member.userId, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().staff.isActive).toBe(false);
    expect((await get('/api/admin/fund-requests', member.token)).statusCode).toBe(401);
    const refused = await signIn(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Your account is inactive. Please contact support.',
      code: 'ACCOUNT_INACTIVE',
    });
    const history = (await get(`/api/admin/staff/${member.userId}/sign-ins`)).json().signIns;
    expect(history[0]).toMatchObject({ succeeded: false });
    const on = await changeStaff(member.userId, { isActive: true });
    expect(on.json().staff.isActive).toBe(true);
    expect((await signIn(member)).statusCode).toBe(200);
    const entries = await auditOf(member.userId, 'staff.change');
    expect(entries.map((entry) => entry.after)).toEqual([{ isActive: true }, { isActive: false, sessionsEnded: 1 }]);
  });

  it('a deactivated player still signs in to their restricted view', async () => {
    const player = await signUpPlayer(server);
    const url = `/api/admin/users/${player.userId}`;
    const off = await server.request({ method: 'PATCH', url, token: owner, payload: { isActive: false } });
    expect(off.statusCode).toBe(200);
    const login = await signIn(player);
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'player', isActive: false });
  });

  it('refuses changing one\'s own role or deactivating oneself, and an empty, bad or unknown change', async () => {
    const own = await changeStaff(ownerId, { staffRole: 'manager' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'You cannot change your own staff role', code: 'OWN_ROLE' });
    const self = await changeStaff(ownerId, { isActive: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('SELF_DEACTIVATION');
    // The console may send the whole form: one's own name with one's own role and activation.
    const same = await changeStaff(ownerId, { staffRole: 'owner', isActive: true });
    expect(same.statusCode, same.body).toBe(200);

    const member = await addStaff(server, 'results');
    const empty = await changeStaff(member.userId, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('STAFF_NOTHING_TO_CHANGE');
    expectRegisteredRefusal(empty);
    const role = await changeStaff(member.userId, { staffRole: 'boss' });
    expect(role.statusCode).toBe(400);
    expect(role.json().code).toBe('STAFF_ROLE_INVALID');
    const name = await changeStaff(member.userId, { name: '   ' });
    expect(name.statusCode).toBe(400);
    expect(name.json().code).toBe('NAME_REQUIRED');
    const player = await signUpPlayer(server);
    for (const id of [String(player.userId), '999999', 'abc']) {
      const unknown = await changeStaff(id, { staffRole: 'cashier' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Staff member not found', code: 'STAFF_NOT_FOUND' });
    }
    expect(await auditOf(member.userId, 'staff.change')).toEqual([]);
    const profile = await get('/api/auth/profile', member.token);
    expect(profile.json().user).toMatchObject({ staffRole: 'results', isActive: true });
  });

  it('keeps the last active owner when two owners demote each other at once', async () => {
    const first = await addStaff(server, 'owner', owner, 'Owner One');
    const second = await addStaff(server, 'owner', owner, 'Owner Two');
    // Two active owners left: the first makes the configured owner a manager for a while.
    expect((await changeStaff(ownerId, { staffRole: 'manager' }, first.token)).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      changeStaff(second.userId, { staffRole: 'manager' }, first.token),
      changeStaff(first.userId, { isActive: false }, second.token),
    ]);
    const answers = [a, b].map((response) => response.statusCode).sort();
    // The one that loses waits for the other, then finds itself the last owner, or its session already ended.
    expect(answers[0]).toBe(200);
    expect([401, 409]).toContain(answers[1]);
    const lost = [a, b].find((response) => response.statusCode !== 200)!;
    if (lost.statusCode === 409) {
      expect(lost.json()).toEqual({
        message: 'The last active owner cannot be demoted or deactivated',
        code: 'LAST_OWNER',
      });
    }
    const owners = await server.store.db
      .selectFrom('users')
      .select('id')
      .where('staff_role', '=', 'owner')
      .where('is_active', '=', 1)
      .execute();
    expect(owners).toHaveLength(1);
    const survivor = Number(owners[0]!.id) === first.userId ? first : second;
    expect((await changeStaff(ownerId, { staffRole: 'owner' }, survivor.token)).statusCode).toBe(200);
    owner = await signInAdmin(server);
  });
});

describe('staff sessions', () => {
  let member: SignedIn;

  beforeAll(async () => {
    member = await addStaff(server, 'payouts', owner, 'Priya Payouts');
  });

  it('lists their live sessions, newest first, with where they were opened from, and ends one', async () => {
    server.clock.advance(1000);
    const phone = await signIn(member, 'Phone browser', '10.9.8.7');
    server.clock.advance(1000);
    const laptop = await signIn(member, 'Laptop browser', '10.9.8.6');
    const list = await get(`/api/admin/staff/${member.userId}/sessions`);
    expect(list.statusCode, list.body).toBe(200);
    const sessions = list.json().sessions as { _id: string; ip: string; userAgent: string; createdAt: string }[];
    expect(sessions.slice(0, 2)).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f]{16}$/),
        createdAt: server.clock.now().toISOString(),
        lastUsedAt: expect.any(String),
        ip: '10.9.8.6',
        userAgent: 'Laptop browser',
      },
      {
        _id: expect.stringMatching(/^[0-9a-f]{16}$/),
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        ip: '10.9.8.7',
        userAgent: 'Phone browser',
      },
    ]);
    expect(sessions).toHaveLength(3);
    expect(JSON.stringify(sessions)).not.toContain(phone.json().token);

    const ended = await endSessions(member.userId, sessions[1]!._id);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ message: '1 session ended', ended: 1 });
    expect((await get('/api/admin/withdrawals', phone.json().token)).statusCode).toBe(401);
    expect((await get('/api/admin/withdrawals', laptop.json().token)).statusCode).toBe(200);
    const again = await endSessions(member.userId, sessions[1]!._id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Session not found', code: 'STAFF_SESSION_NOT_FOUND' });
    // Another person's session is not theirs to end through this member.
    const ownerSessions = (await get(`/api/admin/staff/${ownerId}/sessions`)).json().sessions as { _id: string }[];
    expect((await endSessions(member.userId, ownerSessions[0]!._id)).statusCode).toBe(404);
    expect((await get(`/api/admin/staff/${member.userId}/sessions`)).json().sessions).toHaveLength(2);
  });

  it('ends all of them, on the audit trail', async () => {
    const ended = await endSessions(member.userId);
    expect(ended.json()).toEqual({ message: '2 sessions ended', ended: 2 });
    expect((await get('/api/admin/withdrawals', member.token)).statusCode).toBe(401);
    expect((await get(`/api/admin/staff/${member.userId}/sessions`)).json()).toEqual({ sessions: [] });
    expect((await endSessions(member.userId)).json()).toEqual({ message: '0 sessions ended', ended: 0 });
    const entries = await auditOf(member.userId, 'staff.sessions_end');
    expect(entries.map((entry) => entry.after)).toEqual([{ ended: 2 }, { ended: 1, session: expect.any(String) }]);
    expect((await endSessions(999999)).statusCode).toBe(404);
    expect((await get('/api/admin/staff/999999/sessions')).json().code).toBe('STAFF_NOT_FOUND');
  });

  it('shows a session opened before addresses were recorded with empty ones', async () => {
    const login = await signIn(member);
    expect(login.statusCode).toBe(200);
    await server.store.db
      .updateTable('sessions')
      .set({ ip: null, user_agent: null })
      .where('user_id', '=', member.userId)
      .execute();
    const sessions = (await get(`/api/admin/staff/${member.userId}/sessions`)).json().sessions;
    expect(sessions).toEqual([expect.objectContaining({ ip: '', userAgent: '' })]);
  });
});

describe('GET /api/admin/staff/{id}/sign-ins', () => {
  it('shows their latest sign-in attempts, failed and successful, with address and agent', async () => {
    const member = await addStaff(server, 'results', owner, 'Rohan Results');
    server.clock.advance(1000);
    const wrongPassword = { mobileNumber: member.mobileNumber, password: 'not-the-password' };
    const wrong = await signIn(wrongPassword, 'Old tablet', '10.1.1.1');
    expect(wrong.statusCode).toBe(401);
    server.clock.advance(1000);
    expect((await signIn(member, 'New laptop', '10.1.1.2')).statusCode).toBe(200);
    const history = await get(`/api/admin/staff/${member.userId}/sign-ins`);
    expect(history.statusCode, history.body).toBe(200);
    const signIns = history.json().signIns;
    expect(signIns.slice(0, 2)).toEqual([
      { at: server.clock.now().toISOString(), succeeded: true, ip: '10.1.1.2', userAgent: 'New laptop' },
      { at: expect.any(String), succeeded: false, ip: '10.1.1.1', userAgent: 'Old tablet' },
    ]);
    expect(signIns).toHaveLength(3);
    const player = await signUpPlayer(server);
    expect((await get(`/api/admin/staff/${player.userId}/sign-ins`)).statusCode).toBe(404);
  });
});

describe('who manages the staff', () => {
  it('keeps a manager from the staff endpoints and from making or changing operators as players', async () => {
    const manager = await addStaff(server, 'manager');
    const other = await addStaff(server, 'cashier');
    const player = await signUpPlayer(server);
    const denied = {
      message: 'Your staff role does not allow this (staff)',
      code: 'PERMISSION_DENIED',
      params: { permission: 'staff' },
    };
    expect((await get('/api/admin/staff', manager.token)).json()).toEqual(denied);
    const sneaky = { name: 'Sneaky', mobileNumber: nextMobileNumber(), password: 'sneaky-pass', staffRole: 'owner' };
    const create = await createStaff(sneaky, manager.token);
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual(denied);
    const patch = (id: number, payload: Payload) =>
      server.request({ method: 'PATCH', url: `/api/admin/users/${id}`, token: manager.token, payload });
    for (const [id, payload] of [
      [player.userId, { role: 'admin' }],
      [other.userId, { isActive: false }],
      [other.userId, { role: 'player' }],
    ] as const) {
      const response = await patch(id, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(denied);
    }
    expect((await signIn(player)).json().user.role).toBe('player');
    expect((await get('/api/admin/fund-requests', other.token)).statusCode).toBe(200);
    // A manager still deactivates and reactivates players.
    expect((await patch(player.userId, { isActive: false })).statusCode).toBe(200);
    expect((await patch(player.userId, { isActive: true })).statusCode).toBe(200);
  });

  it('an owner promoting a player through PATCH /admin/users makes a manager; demoting clears the role', async () => {
    const player = await signUpPlayer(server);
    const url = `/api/admin/users/${player.userId}`;
    const patch = (payload: Payload) => server.request({ method: 'PATCH', url, token: owner, payload });
    expect((await patch({ role: 'admin' })).statusCode).toBe(200);
    const staff = (await get('/api/admin/staff')).json().staff as { _id: string }[];
    const member = staff.find((entry) => entry._id === String(player.userId));
    expect(member).toMatchObject({ staffRole: 'manager' });
    expect((await patch({ role: 'player' })).statusCode).toBe(200);
    const row = await server.store.db
      .selectFrom('users')
      .select('staff_role')
      .where('id', '=', player.userId)
      .executeTakeFirstOrThrow();
    expect(row.staff_role).toBeNull();
  });
});
