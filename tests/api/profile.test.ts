import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';
import { signInAdmin, signUpPlayer } from './support/players.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/user/profile', () => {
  it('answers {user} with bank and payment details, and an ETag', async () => {
    const player = await signUpPlayer(server, { name: 'Meera Iyer' });
    const response = await server.request({ method: 'GET', url: '/api/user/profile', token: player.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        _id: String(player.userId),
        name: 'Meera Iyer',
        mobileNumber: player.mobileNumber,
        email: '',
        balance: 0,
        role: 'player',
        isActive: true,
        bankDetails: null,
        paymentDetails: { paytm: '', googlePay: '', phonepe: '' },
      },
    });
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.headers['cache-control']).toContain('no-cache');
  });

  it('answers If-None-Match with 304 while nothing changed, and 200 with a new ETag once it has', async () => {
    const player = await signUpPlayer(server);
    const first = await server.request({ method: 'GET', url: '/api/user/profile', token: player.token });
    const etag = first.headers.etag as string;

    const unchanged = await server.request({
      method: 'GET',
      url: '/api/user/profile',
      token: player.token,
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    const weak = await server.request({
      method: 'GET',
      url: '/api/user/profile',
      token: player.token,
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);

    await server.request({
      method: 'PUT',
      url: '/api/user/profile',
      token: player.token,
      payload: { name: 'Renamed', email: '' },
    });
    const changed = await server.request({
      method: 'GET',
      url: '/api/user/profile',
      token: player.token,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().user.name).toBe('Renamed');
  });

  it('each player sees only their own profile (ETags differ per player)', async () => {
    const a = await signUpPlayer(server, { name: 'Player A' });
    const b = await signUpPlayer(server, { name: 'Player B' });
    const ofA = await server.request({ method: 'GET', url: '/api/user/profile', token: a.token });
    const ofB = await server.request({
      method: 'GET',
      url: '/api/user/profile',
      token: b.token,
      headers: { 'if-none-match': ofA.headers.etag as string },
    });
    expect(ofB.statusCode).toBe(200);
    expect(ofB.json().user.name).toBe('Player B');
  });
});

describe('PUT /api/user/profile', () => {
  it('updates name and email and answers {message, user}', async () => {
    const player = await signUpPlayer(server);
    const response = await server.request({
      method: 'PUT',
      url: '/api/user/profile',
      token: player.token,
      payload: { name: '  Kiran Rao ', email: ' kiran@example.in ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Profile updated successfully!',
      user: expect.objectContaining({ _id: String(player.userId), name: 'Kiran Rao', email: 'kiran@example.in' }),
    });
    const profile = await server.request({ method: 'GET', url: '/api/user/profile', token: player.token });
    expect(profile.json().user).toMatchObject({ name: 'Kiran Rao', email: 'kiran@example.in' });
  });

  it('accepts an empty email (it clears the saved one)', async () => {
    const player = await signUpPlayer(server);
    await server.request({
      method: 'PUT',
      url: '/api/user/profile',
      token: player.token,
      payload: { name: 'Someone', email: 'someone@example.in' },
    });
    const response = await server.request({
      method: 'PUT',
      url: '/api/user/profile',
      token: player.token,
      payload: { name: 'Someone', email: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('');
  });

  it('requires a name ("Name is required") and a plausible email', async () => {
    const player = await signUpPlayer(server, { name: 'Kept Name' });
    for (const payload of [{ name: '   ', email: '' }, { email: 'x@example.in' }]) {
      const response = await server.request({ method: 'PUT', url: '/api/user/profile', token: player.token, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Name is required', errors: [{ msg: 'Name is required' }] });
    }
    const badEmail = await server.request({
      method: 'PUT',
      url: '/api/user/profile',
      token: player.token,
      payload: { name: 'Kept Name', email: 'not-an-email' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Please enter a valid email address');
    const profile = await server.request({ method: 'GET', url: '/api/user/profile', token: player.token });
    expect(profile.json().user.name).toBe('Kept Name');
  });

  it('refuses a name with text-direction controls or one that passes for staff, and keeps the old name', async () => {
    const player = await signUpPlayer(server, { name: 'Kiran Rao' });
    const refusals = [
      { name: 'Kiran \u202Enimda', code: 'NAME_DIRECTION_CONTROL', msg: 'Name must not contain text-direction control characters' },
      { name: 'Kiran\u2066Rao\u2069', code: 'NAME_DIRECTION_CONTROL', msg: 'Name must not contain text-direction control characters' },
      { name: 'Administrator', code: 'NAME_RESERVED', msg: 'Name must not look like a Matka Play staff or support name' },
      { name: 'Matka\u00B7Play Support', code: 'NAME_RESERVED', msg: 'Name must not look like a Matka Play staff or support name' },
      { name: ' ad MIN ', code: 'NAME_RESERVED', msg: 'Name must not look like a Matka Play staff or support name' },
    ];
    for (const { name, code, msg } of refusals) {
      const response = await server.request({ method: 'PUT', url: '/api/user/profile', token: player.token, payload: { name, email: '' } });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json()).toEqual({ message: msg, code, errors: [{ msg, path: 'name', code }] });
    }
    const profile = await server.request({ method: 'GET', url: '/api/user/profile', token: player.token });
    expect(profile.json().user.name).toBe('Kiran Rao');
  });

  it("lets an operator keep a staff name, but not text-direction controls in it", async () => {
    const admin = await signInAdmin(server);
    const before = (await server.request({ method: 'GET', url: '/api/user/profile', token: admin })).json().user.name;
    const staffName = await server.request({ method: 'PUT', url: '/api/user/profile', token: admin, payload: { name: 'Administrator', email: '' } });
    expect(staffName.statusCode, staffName.body).toBe(200);
    const hidden = await server.request({ method: 'PUT', url: '/api/user/profile', token: admin, payload: { name: 'Admin\u202Enimda', email: '' } });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toMatchObject({ code: 'NAME_DIRECTION_CONTROL' });
    await server.request({ method: 'PUT', url: '/api/user/profile', token: admin, payload: { name: before, email: '' } });
  });

  it('changes only the caller: balance, role and activation in the body are ignored', async () => {
    const player = await signUpPlayer(server);
    const other = await signUpPlayer(server, { name: 'Untouched' });
    const response = await server.request({
      method: 'PUT',
      url: '/api/user/profile',
      token: player.token,
      payload: { name: 'Sneaky', email: '', balance: 1_000_000, role: 'admin', isActive: true, _id: String(other.userId) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ _id: String(player.userId), balance: 0, role: 'player' });
    const ofOther = await server.request({ method: 'GET', url: '/api/user/profile', token: other.token });
    expect(ofOther.json().user.name).toBe('Untouched');
  });
});
