import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../server/seed/png.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.js';
import { signInAdmin, signUpPlayer, type SignedIn } from './support/players.js';
import { expectLedgerBalanced, startTestServer, type TestServer } from './support/test-server.js';

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----matka-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = encodePng(8, 4, (x, y) => [x * 30, y * 60, 120]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 7)]);

interface Banner {
  _id: string;
  imagePath: string;
  title: string;
}

describe('Banners', () => {
  let server: TestServer;
  let dataDir: string;
  let adminToken: string;
  let player: SignedIn;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'matka-banners-'));
    server = await startTestServer({ env: { DATA_DIR: dataDir } });
    adminToken = await signInAdmin(server);
    player = await signUpPlayer(server);
  });
  afterEach(async () => {
    await expectLedgerBalanced(server);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const uploadsDir = () => join(dataDir, 'uploads');
  const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);

  function upload(parts: Part[], token: string | undefined = adminToken) {
    const { payload, headers } = multipart(parts);
    return server.request({ method: 'POST', url: '/api/admin/banners', token, payload, headers });
  }

  async function publicList(): Promise<Banner[]> {
    const response = await server.request({ method: 'GET', url: '/api/banner-settings/public' });
    expect(response.statusCode).toBe(200);
    return response.json() as Banner[];
  }

  it('stores an upload under a generated name, lists it publicly and serves its image with cache headers', async () => {
    const response = await upload([
      { name: 'title', data: 'Diwali bonanza' },
      { name: 'image', data: png, filename: 'my banner.png', contentType: 'image/png' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { banner } = response.json() as { banner: Banner };
    expect(banner.title).toBe('Diwali bonanza');
    expect(banner.imagePath).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(banner.imagePath).not.toContain('my banner');
    expect(storedFiles()).toContain(banner.imagePath.slice('/uploads/'.length));

    const list = await publicList();
    expect(list).toContainEqual({ _id: banner._id, imagePath: banner.imagePath, title: 'Diwali bonanza' });
    for (const item of list) expect(Object.keys(item).sort()).toEqual(['_id', 'imagePath', 'title']);

    const image = await server.request({ method: 'GET', url: `/api/banner-settings${banner.imagePath}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('judges the type by content, not by name or declared type', async () => {
    const asJpeg = await upload([
      { name: 'image', data: jpeg, filename: 'photo.png', contentType: 'image/png' },
      { name: 'title', data: 'JPEG named png' },
    ]);
    expect(asJpeg.statusCode, asJpeg.body).toBe(201);
    const jpegBanner = (asJpeg.json() as { banner: Banner }).banner;
    expect(jpegBanner.imagePath).toMatch(/\.jpg$/);
    const served = await server.request({ method: 'GET', url: `/api/banner-settings${jpegBanner.imagePath}` });
    expect(served.headers['content-type']).toBe('image/jpeg');

    const asWebp = await upload([{ name: 'image', data: webp, filename: 'x.gif', contentType: 'application/octet-stream' }]);
    expect(asWebp.statusCode, asWebp.body).toBe(201);
    expect((asWebp.json() as { banner: Banner }).banner).toMatchObject({ title: '', imagePath: expect.stringMatching(/\.webp$/) });

    const before = storedFiles().length;
    const text = await upload([
      { name: 'title', data: 'Not an image' },
      { name: 'image', data: 'hello, I am plain text pretending to be a PNG', filename: 'banner.png', contentType: 'image/png' },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: 'Only PNG, JPEG or WebP images can be uploaded', errors: [{ path: 'image' }] });
    const gif = await upload([{ name: 'image', data: Buffer.from('GIF89a\x01\x00\x01\x00'), filename: 'a.gif', contentType: 'image/gif' }]);
    expect(gif.statusCode).toBe(400);
    expect(storedFiles().length).toBe(before);
  });

  it('refuses an oversize image without storing anything', async () => {
    const before = storedFiles().length;
    const listed = (await publicList()).length;
    const oversize = Buffer.concat([png.subarray(0, 8), Buffer.alloc(2 * 1024 * 1024 + 1, 0x41)]);
    const response = await upload([
      { name: 'title', data: 'Too big' },
      { name: 'image', data: oversize, filename: 'big.png', contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'Image is too large: the maximum size is 2 MB' });
    expect(storedFiles().length).toBe(before);
    expect((await publicList()).length).toBe(listed);

    // Just under the cap is fine.
    const fits = Buffer.concat([png.subarray(0, 8), Buffer.alloc(1024 * 1024 + 512 * 1024, 0x41)]);
    const ok = await upload([{ name: 'image', data: fits, filename: 'fits.png' }]);
    expect(ok.statusCode, ok.body).toBe(201);
    await server.request({ method: 'DELETE', url: `/api/admin/banners/${(ok.json() as { banner: Banner }).banner._id}`, token: adminToken });
  });

  it('refuses an upload without an image, and a JSON body', async () => {
    const noImage = await upload([{ name: 'title', data: 'Only a title' }]);
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toMatchObject({ message: 'Please choose an image to upload' });
    const empty = await upload([{ name: 'image', data: Buffer.alloc(0), filename: 'empty.png' }]);
    expect(empty.statusCode).toBe(400);
    const json = await server.request({ method: 'POST', url: '/api/admin/banners', token: adminToken, payload: { title: 'x' } });
    expect(json.statusCode).toBe(400);
    const longTitle = await upload([{ name: 'title', data: 'x'.repeat(201) }, { name: 'image', data: png, filename: 'a.png' }]);
    expect(longTitle.statusCode).toBe(400);
  });

  it('removes a deleted banner from the public list and stops serving its image', async () => {
    const created = await upload([{ name: 'title', data: 'Short lived' }, { name: 'image', data: png, filename: 'a.png' }]);
    const banner = (created.json() as { banner: Banner }).banner;
    const admins = await server.request({ method: 'GET', url: '/api/admin/banners', token: adminToken });
    expect((admins.json() as { banners: Banner[] }).banners.map((b) => b._id)).toContain(banner._id);

    const deleted = await server.request({ method: 'DELETE', url: `/api/admin/banners/${banner._id}`, token: adminToken });
    expect(deleted.statusCode).toBe(200);
    expect((await publicList()).map((b) => b._id)).not.toContain(banner._id);
    const image = await server.request({ method: 'GET', url: `/api/banner-settings${banner.imagePath}` });
    expect(image.statusCode).toBe(404);
    expect(storedFiles()).not.toContain(banner.imagePath.slice('/uploads/'.length));
    const again = await server.request({ method: 'DELETE', url: `/api/admin/banners/${banner._id}`, token: adminToken });
    expect(again.statusCode).toBe(404);
    const bogus = await server.request({ method: 'DELETE', url: '/api/admin/banners/abc', token: adminToken });
    expect(bogus.statusCode).toBe(404);
  });

  it('changes a banner’s title, keeping its image, and records who changed it from what', async () => {
    const created = await upload([{ name: 'title', data: 'Old words' }, { name: 'image', data: png, filename: 'a.png' }]);
    const banner = (created.json() as { banner: Banner }).banner;
    const retitle = (id: string, payload: Record<string, unknown>) =>
      server.request({ method: 'PATCH', url: `/api/admin/banners/${id}`, token: adminToken, payload });

    const changed = await retitle(banner._id, { title: '  Diwali: double payouts  ' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Banner updated',
      banner: { _id: banner._id, imagePath: banner.imagePath, title: 'Diwali: double payouts' },
    });
    expect(await publicList()).toContainEqual({ _id: banner._id, imagePath: banner.imagePath, title: 'Diwali: double payouts' });
    const audit = await server.request({
      method: 'GET',
      url: `/api/admin/audit?targetKind=banner&targetId=${banner._id}`,
      token: adminToken,
    });
    const entries = (audit.json() as { entries: { action: string; before: unknown; after: unknown }[] }).entries;
    expect(entries[0]).toMatchObject({ action: 'banner.update', before: { title: 'Old words' }, after: { title: 'Diwali: double payouts' } });

    // The same title again changes nothing and records nothing.
    expect((await retitle(banner._id, { title: 'Diwali: double payouts' })).statusCode).toBe(200);
    const again = await server.request({ method: 'GET', url: `/api/admin/audit?targetKind=banner&targetId=${banner._id}`, token: adminToken });
    expect((again.json() as { entries: unknown[] }).entries).toHaveLength(entries.length);

    for (const payload of [{ title: 7 }, {}, { title: 'x'.repeat(101) }]) {
      const refused = await retitle(banner._id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect((refused.json() as { errors: { path: string }[] }).errors[0]!.path).toBe('title');
    }
    expect((await publicList()).find((item) => item._id === banner._id)!.title).toBe('Diwali: double payouts');
    expect((await retitle('99999', { title: 'Nobody' })).statusCode).toBe(404);
    expect((await retitle('abc', { title: 'Nobody' })).statusCode).toBe(404);
    const byPlayer = await server.request({
      method: 'PATCH',
      url: `/api/admin/banners/${banner._id}`,
      token: player.token,
      payload: { title: 'Mine now' },
    });
    expect(byPlayer.statusCode).toBe(403);
  });

  it('serves only generated names', async () => {
    for (const file of ['..%2F..%2Fetc%2Fpasswd', 'passwd', `${'0'.repeat(32)}.png`, `${'a'.repeat(32)}.svg`, '..%2Fmatka.sqlite']) {
      const response = await server.request({ method: 'GET', url: `/api/banner-settings/uploads/${file}` });
      expect(response.statusCode, file).toBe(404);
    }
  });

  it('answers the public list with an ETag and 304 when unchanged', async () => {
    const first = await server.request({ method: 'GET', url: '/api/banner-settings/public' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await server.request({ method: 'GET', url: '/api/banner-settings/public', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    await upload([{ name: 'image', data: png, filename: 'new.png' }]);
    const changed = await server.request({ method: 'GET', url: '/api/banner-settings/public', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keeps the public routes public and the admin routes for admins', async () => {
    const created = await upload([{ name: 'image', data: png, filename: 'a.png' }]);
    const imagePath = (created.json() as { banner: Banner }).banner.imagePath;
    for (const headers of [{}, { authorization: 'Bearer null' }, { authorization: 'Bearer not-a-token' }]) {
      expect((await server.request({ method: 'GET', url: '/api/banner-settings/public', headers })).statusCode).toBe(200);
      expect((await server.request({ method: 'GET', url: `/api/banner-settings${imagePath}`, headers })).statusCode).toBe(200);
    }
    const routes: [string, string][] = [
      ['GET', '/api/admin/banners'],
      ['POST', '/api/admin/banners'],
      ['DELETE', '/api/admin/banners/1'],
    ];
    for (const [method, url] of routes) {
      const anonymous = await server.request({ method: method as 'GET', url });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asPlayer = await server.request({ method: method as 'GET', url, token: player.token });
      expect(asPlayer.statusCode, `${method} ${url}`).toBe(403);
    }
    const before = storedFiles().length;
    const playerUpload = await upload([{ name: 'image', data: png, filename: 'a.png' }], player.token);
    expect(playerUpload.statusCode).toBe(403);
    expect(storedFiles().length).toBe(before);
  });
});

describe('Banners shown by a client served from another origin', () => {
  let server: TestServer;
  let dataDir: string;
  let client: Server;
  let clientOrigin = '';
  let browser: Browser;
  let page = '';

  beforeAll(async () => {
    // The third-party client: a page on another loopback port, showing the banner as an <img>.
    client = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(page));
    await new Promise<void>((resolve) => client.listen(0, '127.0.0.1', resolve));
    clientOrigin = `http://127.0.0.1:${(client.address() as AddressInfo).port}`;
    dataDir = mkdtempSync(join(tmpdir(), 'matka-banners-'));
    server = await startTestServer({ env: { DATA_DIR: dataDir, CORS_ORIGINS: clientOrigin } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await new Promise((resolve) => client?.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("loads the image in Chromium: the route's Cross-Origin-Resource-Policy is not overwritten", async () => {
    const { payload, headers } = multipart([{ name: 'image', data: png, filename: 'offer.png', contentType: 'image/png' }]);
    const uploaded = await server.request({ method: 'POST', url: '/api/admin/banners', token: await signInAdmin(server), payload, headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { imagePath } = (uploaded.json() as { banner: Banner }).banner;
    const api = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const image = await server.request({ method: 'GET', url: `/api/banner-settings${imagePath}` });
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');

    page = `<!doctype html><title>Client</title><img id="banner" src="${api}/api/banner-settings${imagePath}">`;
    const tab = await browser.newPage();
    await tab.goto(`${clientOrigin}/`);
    const naturalWidth = await tab.evaluate(async () => {
      const img = document.getElementById('banner') as HTMLImageElement;
      if (!img.complete) {
        await new Promise((settled) => {
          img.addEventListener('load', settled);
          img.addEventListener('error', settled);
        });
      }
      return img.naturalWidth;
    });
    expect(naturalWidth).toBe(8);
  });
});
