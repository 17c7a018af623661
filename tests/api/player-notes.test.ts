import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signUpPlayer } from './support/players.js';
import { addStaff } from './support/staff.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

/** Operators' notes on a player (written once) and their tags, which the players list filters by. */

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
afterEach(async () => {
  await expectLedgerBalanced(server);
});
afterAll(async () => {
  await server.close();
});

function addNote(userId: number, payload: unknown, token = admin) {
  return server.request({ method: 'POST', url: `/api/admin/users/${userId}/notes`, token, payload: payload as object });
}

function notesOf(userId: number, token = admin) {
  return server.request({ method: 'GET', url: `/api/admin/users/${userId}/notes`, token });
}

function putTags(userId: number, tags: unknown, token = admin) {
  return server.request({ method: 'PUT', url: `/api/admin/users/${userId}/tags`, token, payload: { tags } });
}

async function auditActions(userId: number): Promise<string[]> {
  const rows = await server.store.db
    .selectFrom('audit_log')
    .select('action')
    .where('target_kind', '=', 'user')
    .where('target_id', '=', String(userId))
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

describe('notes on a player', () => {
  it('adds notes (trimmed, with their author) and lists them newest first; each is audited', async () => {
    const player = await signUpPlayer(server);
    const first = await addNote(player.userId, { text: '  Asked about bonus rules  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      note: {
        _id: expect.any(String),
        text: 'Asked about bonus rules',
        author: { _id: expect.any(String), name: expect.any(String) },
        createdAt: server.clock.now().toISOString(),
      },
    });
    server.clock.set(new Date(server.clock.now().getTime() + 60_000).toISOString());
    const second = await addNote(player.userId, { text: 'Shares a phone with his brother' });
    expect(second.statusCode).toBe(201);
    const listed = await notesOf(player.userId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().notes.map((note: { text: string }) => note.text)).toEqual([
      'Shares a phone with his brother',
      'Asked about bonus rules',
    ]);
    expect(await auditActions(player.userId)).toEqual(['player.note_add', 'player.note_add']);
  });

  it('refuses an empty or too long note, and a note on no player, changing nothing', async () => {
    const player = await signUpPlayer(server);
    for (const payload of [{ text: '   ' }, { text: 'x'.repeat(1001) }, { text: 5 }, {}]) {
      const refused = await addNote(player.userId, payload);
      expect(refused.statusCode).toBe(400);
      const problem = { code: 'PLAYER_NOTE_INVALID', params: { max: 1000 }, errors: [{ path: 'text' }] };
      expect(refused.json()).toMatchObject(problem);
    }
    expect((await addNote(player.userId, { text: 'x'.repeat(1000) })).statusCode).toBe(201);
    const missing = await addNote(999_999, { text: 'nobody' });
    expect(missing.statusCode).toBe(404);
    const listed = await notesOf(player.userId);
    expect(listed.json().notes).toHaveLength(1);
  });

  it('are read by staff who read players and written by those who manage them', async () => {
    const player = await signUpPlayer(server);
    const support = await addStaff(server, 'support', admin);
    const read = await notesOf(player.userId, support.token);
    expect(read.statusCode).toBe(200);
    expect((await addNote(player.userId, { text: 'mine' }, support.token)).statusCode).toBe(403);
    expect((await putTags(player.userId, ['vip'], support.token)).statusCode).toBe(403);
    const byPlayer = await notesOf(player.userId, player.token);
    expect(byPlayer.statusCode).toBe(403);
  });
});

describe('tags on a player', () => {
  it('stores them trimmed, without repeats, in their case; the admin user shape carries them; audited', async () => {
    const player = await signUpPlayer(server);
    const saved = await putTags(player.userId, ['  VIP ', 'bonus-abuse', 'vip', 'Watch list']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ tags: ['VIP', 'bonus-abuse', 'Watch list'] });
    const profile = await server.request({ method: 'GET', url: `/api/admin/users/${player.userId}`, token: admin });
    expect(profile.json().user.tags).toEqual(['VIP', 'bonus-abuse', 'Watch list']);
    // The same list again changes nothing and is not audited twice.
    await putTags(player.userId, ['VIP', 'bonus-abuse', 'Watch list']);
    expect(await auditActions(player.userId)).toEqual(['player.tags_change']);
    expect((await putTags(player.userId, [])).json()).toEqual({ tags: [] });
  });

  it('refuses tags that break the rules, changing nothing', async () => {
    const player = await signUpPlayer(server);
    await putTags(player.userId, ['kept']);
    const eleven = Array.from({ length: 11 }, (_, i) => `tag ${i}`);
    const invalid = [['a'.repeat(25)], ['semi;colon'], [''], ['   '], eleven, 'vip', [5], null];
    for (const tags of invalid) {
      const refused = await putTags(player.userId, tags);
      expect(refused.statusCode, JSON.stringify(tags)).toBe(400);
      const problem = { code: 'TAGS_INVALID', params: { max: 10, length: 24 }, errors: [{ path: 'tags' }] };
      expect(refused.json()).toMatchObject(problem);
    }
    const profile = await server.request({ method: 'GET', url: `/api/admin/users/${player.userId}`, token: admin });
    expect(profile.json().user.tags).toEqual(['kept']);
    expect((await putTags(999_999, ['x'])).statusCode).toBe(404);
  });

  it('filters the players list by a tag, in any case', async () => {
    const tagged = await signUpPlayer(server, { name: 'Tagged One' });
    const other = await signUpPlayer(server, { name: 'Tagged Two' });
    const untagged = await signUpPlayer(server);
    await putTags(tagged.userId, ['Collusion', 'vip']);
    await putTags(other.userId, ['collusion ring']);
    const list = async (tag: string) => {
      const url = `/api/admin/users?tag=${encodeURIComponent(tag)}`;
      const response = await server.request({ method: 'GET', url, token: admin });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().users as { _id: string }[]).map((user) => user._id);
    };
    expect(await list('collusion')).toEqual([String(tagged.userId)]);
    expect(await list('collusion ring')).toEqual([String(other.userId)]);
    expect(await list('VIP')).toEqual([String(tagged.userId)]);
    expect(await list('nobody has this')).toEqual([]);
    expect(await list('vip')).not.toContain(String(untagged.userId));
    const bad = await server.request({ method: 'GET', url: '/api/admin/users?tag=%25', token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'TAG_FILTER_INVALID' });
  });
});
