// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adjustBalance,
  bannerImageUrl,
  fetchFundRequests,
  fetchUsers,
  uploadBanner,
} from '../../../admin/src/api';
import { setAuthToken } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { pageOfList } from '../../../admin/src/ui/paged-list';
import { fakeApi } from './fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(null);
});

describe('pages of lists the server sends whole', () => {
  it('pages the list itself, keeping the page within the list', () => {
    const list = Array.from({ length: 45 }, (_, i) => ({ _id: String(i) }));
    const third = pageOfList(list, 3);
    expect(third.items.map((item) => item._id)).toEqual(['40', '41', '42', '43', '44']);
    expect(third.pagination).toEqual({ current: 3, pages: 3, total: 45, limit: 20 });
    expect(pageOfList(list, 9).pagination.current).toBe(3);
    expect(pageOfList([], 1)).toEqual({ items: [], pagination: { current: 1, pages: 1, total: 0, limit: 20 } });
  });
});

describe('admin calls', () => {
  it('asks for one status and page of fund requests with the Bearer token', async () => {
    const api = fakeApi({ 'GET /admin/fund-requests': { body: { requests: [], pagination: { current: 2, pages: 2, total: 21, limit: 20 } } } });
    setAuthToken('admin-token');
    await fetchFundRequests('pending', 2);
    const [call] = api.calls;
    expect(call!.query.get('status')).toBe('pending');
    expect(call!.query.get('page')).toBe('2');
    expect(call!.headers.get('Authorization')).toBe('Bearer admin-token');
    await fetchFundRequests('all', 1);
    expect(api.calls[1]!.query.has('status')).toBe(false);
  });

  it('searches users by text and status', async () => {
    const api = fakeApi({ 'GET /admin/users': { body: { users: [], pagination: { current: 1, pages: 0, total: 0, limit: 20 } } } });
    await fetchUsers({ query: '  98765 ', status: 'inactive', page: 1 });
    expect(api.calls[0]!.query.get('query')).toBe('98765');
    expect(api.calls[0]!.query.get('status')).toBe('inactive');
  });

  it('sends a balance adjustment with an Idempotency-Key', async () => {
    const api = fakeApi({ 'POST /admin/users/7/adjustments': { status: 201, body: { message: 'Balance credited', balance: 1500 } } });
    await expect(adjustBalance('7', 500, 'Goodwill')).resolves.toMatchObject({ balance: 1500 });
    expect(api.calls[0]!.body).toEqual({ amount: 500, reason: 'Goodwill' });
    expect(api.calls[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('uploads a banner as multipart with the token, and raises the server error shape', async () => {
    const api = fakeApi({
      'POST /admin/banners': (call) =>
        (call.body as FormData).get('title') === 'bad'
          ? { status: 400, body: { message: 'The image must be PNG, JPEG or WebP', errors: [{ msg: 'The image must be PNG, JPEG or WebP' }] } }
          : { status: 201, body: { message: 'Banner uploaded', banner: { _id: 'b1', imagePath: '/uploads/b1.png', title: 'Diwali' } } },
    });
    setAuthToken('admin-token');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'diwali.png', { type: 'image/png' });
    await expect(uploadBanner(file, 'Diwali')).resolves.toEqual({
      message: 'Banner uploaded',
      banner: { _id: 'b1', imagePath: '/uploads/b1.png', title: 'Diwali' },
    });
    const form = api.calls[0]!.body as FormData;
    expect(form.get('image')).toBeInstanceOf(File);
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer admin-token');
    const failure = await uploadBanner(file, 'bad').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).errors[0]!.msg).toBe('The image must be PNG, JPEG or WebP');
  });

  it("serves banner images from the banner-settings path plus the banner's imagePath", () => {
    expect(bannerImageUrl({ imagePath: '/uploads/abc.webp' })).toBe('/api/banner-settings/uploads/abc.webp');
  });
});
