import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../../src/domain/input-limits.js';
import { signInAdmin } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

type AuditEntry = { action: string; target: { kind: string; id: string }; before: unknown; after: unknown };

describe('How To Play in English and Hindi', () => {
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

  const read = async () => (await server.request({ method: 'GET', url: '/api/how-to-play' })).json() as unknown;
  const save = (payload: Record<string, unknown>) =>
    server.request({ method: 'PUT', url: '/api/admin/how-to-play', payload, token: admin });
  const auditTrail = async () => {
    const response = await server.request({ method: 'GET', url: '/api/admin/audit?limit=100', token: admin });
    return (response.json() as { entries: AuditEntry[] }).entries.filter((entry) => entry.target.id === 'how_to_play');
  };

  it('answers the English alone while no Hindi was written: the app shows the English in its place', async () => {
    expect(await save({ content: '# How To Play' })).toMatchObject({ statusCode: 200 });
    expect(await read()).toEqual({ content: '# How To Play' });
  });

  it('saves and reads the Hindi beside the English, audited as one settings change', async () => {
    const saved = await save({ content: '# How To Play', contentHi: '# कैसे खेलें\n- एक अंक चुनें' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      message: 'How To Play saved',
      content: '# How To Play',
      contentHi: '# कैसे खेलें\n- एक अंक चुनें',
    });
    expect(await read()).toEqual({ content: '# How To Play', contentHi: '# कैसे खेलें\n- एक अंक चुनें' });

    const [latest] = await auditTrail();
    expect(latest).toMatchObject({
      action: 'settings.update',
      target: { kind: 'settings', id: 'how_to_play' },
      before: { contentHi: '' },
      after: { contentHi: '# कैसे खेलें\n- एक अंक चुनें' },
    });
  });

  it('keeps the Hindi when only the English is saved, and clears it with an empty text', async () => {
    expect((await save({ content: '# How To Play, again' })).statusCode).toBe(200);
    expect(await read()).toEqual({ content: '# How To Play, again', contentHi: '# कैसे खेलें\n- एक अंक चुनें' });

    expect((await save({ content: '# How To Play, again', contentHi: '' })).statusCode).toBe(200);
    expect(await read()).toEqual({ content: '# How To Play, again' });
  });

  it('refuses a Hindi text over the limit or not text, and changes nothing', async () => {
    expect((await save({ content: 'Rules', contentHi: 'नियम' })).statusCode).toBe(200);
    const trail = (await auditTrail()).length;
    const max = INPUT_LIMITS.howToPlay.max;

    const tooLong = await save({ content: 'Rules', contentHi: 'न'.repeat(max + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message: `How To Play text must be at most ${max} characters`,
      errors: [{ path: 'contentHi', msg: `How To Play text must be at most ${max} characters` }],
    });
    const notText = await save({ content: 'Rules', contentHi: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json()).toMatchObject({ code: 'FIELD_NOT_TEXT' });

    expect(await read()).toEqual({ content: 'Rules', contentHi: 'नियम' });
    expect((await auditTrail()).length).toBe(trail);
    expect((await save({ content: 'Rules', contentHi: 'न'.repeat(max) })).statusCode).toBe(200);
  });
});
