import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

/**
 * The built app goes out compressed to a browser that accepts it: a phone on a mobile network receives about a
 * quarter of the bytes. Asked with and without Accept-Encoding, as a browser and an old client would.
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, acceptEncoding?: string): Promise<Answer> {
  const url = new URL(path, inject('baseUrl'));
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
      answer.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The app's entry script, as the page names it. */
async function entryScript(): Promise<string> {
  const page = (await get('/dashboard')).body.toString();
  const path = /<script type="module" crossorigin src="([^"]+)"/.exec(page)?.[1];
  if (!path) throw new Error('the page names no entry script');
  return path;
}

describe('the app files go out compressed', () => {
  it('sends the entry script as brotli, as gzip, or plain, by Accept-Encoding, the same script each way', async () => {
    const path = await entryScript();
    const plain = await get(path);
    const brotli = await get(path, 'gzip, deflate, br');
    const gzip = await get(path, 'gzip');

    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
    for (const answer of [plain, brotli, gzip]) {
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the page itself compressed too, never cached without asking again', async () => {
    for (const path of ['/dashboard', '/admin/']) {
      const plain = await get(path);
      const brotli = await get(path, 'br');
      expect(brotli.status).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
      expect(brotli.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends a file with no compressed copy (an icon) as it is, whatever the browser accepts', async () => {
    const icon = await get('/icon-192.png', 'gzip, deflate, br');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body.subarray(1, 4).toString()).toBe('PNG');
  });
});
