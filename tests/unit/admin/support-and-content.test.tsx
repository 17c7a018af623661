// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContentScreen from '../../../admin/src/screens/admin-content-screen';
import EnquiriesScreen from '../../../admin/src/screens/admin-enquiries-screen';
import PasswordRequestsScreen from '../../../admin/src/screens/admin-password-requests-screen';
import { fakeApi } from './fake-api';
import { renderScreen } from './render-screen';
import { resetToasts, toasts } from './toast-mock';
import { signInAs } from './staff-session';

vi.mock('../../../src/ui/toast', async () => (await import('./toast-mock')).notifyMock);

const asha = { _id: '7', name: 'Asha Verma', mobileNumber: '9876543210' };
const page1 = { current: 1, pages: 1, total: 1, limit: 20 };

beforeEach(() => {
  signInAs('owner');
  resetToasts();
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('enquiries', () => {
  const enquiry = {
    _id: '5',
    status: 'open',
    createdAt: '2026-11-20T04:00:00.000Z',
    updatedAt: '2026-11-20T04:00:00.000Z',
    messages: [{ sender: 'user', message: 'My deposit is not showing', timestamp: '2026-11-20T04:00:00.000Z' }],
    user: asha,
  };

  it('opens a thread, replies, and closes it after confirming', async () => {
    const api = fakeApi({
      'GET /admin/enquiries': { body: { enquiries: [enquiry], pagination: page1 } },
      'POST /admin/enquiries/5/messages': (call) => ({
        status: 201,
        body: {
          message: 'Reply sent',
          enquiry: { ...enquiry, messages: [...enquiry.messages, { sender: 'admin', message: (call.body as { message: string }).message, timestamp: '2026-11-20T04:05:00.000Z' }] },
        },
      }),
      'POST /admin/enquiries/5/close': { body: { message: 'Enquiry closed', enquiry: { ...enquiry, status: 'closed' } } },
    });
    renderScreen(<EnquiriesScreen />);
    const row = await screen.findByTestId('enquiry');
    expect(row.textContent).toContain('My deposit is not showing');
    expect(api.calls[0]!.query.get('status')).toBe('open');
    fireEvent.click(within(row).getByRole('button', { name: /Open Thread/ }));

    await screen.findByRole('heading', { name: 'Enquiry from Asha Verma' });
    const send = screen.getByRole('button', { name: 'Send Reply' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: '  Credited now, please check.  ' } });
    fireEvent.click(send);
    await screen.findByText('Credited now, please check.');
    expect(api.callsTo('POST /admin/enquiries/5/messages')[0]!.body).toEqual({ message: 'Credited now, please check.' });
    // The thread shows the reply, then the box empties (the same answer's second render on a busy machine).
    await waitFor(() => expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe(''));

    fireEvent.click(screen.getByRole('button', { name: 'Close Enquiry' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Close this enquiry?' })).getByRole('button', { name: 'Close Enquiry' }));
    await screen.findByText('This enquiry is closed.');
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  });
});

describe('password requests', () => {
  it('approves a request after saying the player will be signed out', async () => {
    const api = fakeApi({
      'GET /admin/password-requests': {
        body: { requests: [{ _id: '3', kind: 'forgot', status: 'pending', createdAt: '2026-11-20T04:00:00.000Z', user: asha }], pagination: page1 },
      },
      'POST /admin/password-requests/3/approve': { body: { message: 'Password request approved. The new password is active.' } },
    });
    renderScreen(<PasswordRequestsScreen />);
    const row = await screen.findByTestId('password-request');
    expect(row.textContent).toContain('Forgot password');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('all their sessions are signed out');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toasts.success).toEqual(['Password request approved. The new password is active.']));
    expect(api.callsTo('POST /admin/password-requests/3/approve')).toHaveLength(1);
    expect(row.textContent).toContain('Approved');
  });
});

describe('password requests of one player', () => {
  const request = (id: string, createdAt: string, clientAddress: string, userAgent: string) => ({
    _id: id,
    kind: 'forgot',
    status: 'pending',
    createdAt,
    decidedAt: null,
    clientAddress,
    userAgent,
    user: asha,
  });
  const ravi = { _id: '8', name: 'Ravi Kumar', mobileNumber: '9123456780' };

  it('shows them together with where each came from, warns to check with the player, and closes the others on approval', async () => {
    const api = fakeApi({
      'GET /admin/password-requests': {
        body: {
          requests: [
            request('12', '2026-11-20T05:10:00.000Z', '203.0.113.9', 'StrangerBot/2.0'),
            request('11', '2026-11-20T04:00:00.000Z', '198.51.100.4', 'Mozilla/5.0 (Linux; Android 13) Chrome/120'),
            { ...request('13', '2026-11-20T03:00:00.000Z', '192.0.2.1', 'Phone/1'), user: ravi },
          ],
          pagination: { current: 1, pages: 1, total: 2, limit: 20 },
        },
      },
      'POST /admin/password-requests/11/approve': { body: { message: 'Password request approved. The new password is active.' } },
    });
    renderScreen(<PasswordRequestsScreen />);
    const groups = await screen.findAllByTestId('password-request-player');
    expect(groups).toHaveLength(2);
    const ashas = within(groups[0]!).getAllByTestId('password-request');
    expect(ashas).toHaveLength(2);
    expect(groups[0]!.textContent).toContain('Asha Verma');
    expect(groups[0]!.textContent).toContain('2 pending requests');
    expect(ashas[0]!.textContent).toContain('203.0.113.9');
    expect(ashas[0]!.textContent).toContain('StrangerBot/2.0');
    expect(ashas[1]!.textContent).toContain('198.51.100.4');
    expect(ashas[1]!.textContent).toContain('Android 13');
    expect(within(groups[1]!).getAllByTestId('password-request')).toHaveLength(1);

    const warning = screen.getByRole('note');
    expect(warning.textContent).toMatch(/anyone who knows a player's mobile number/i);
    expect(warning.textContent).toMatch(/check with the player/i);
    expect(warning.textContent).toMatch(/WhatsApp/);

    fireEvent.click(within(ashas[1]!).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('198.51.100.4');
    expect(dialog.textContent).toMatch(/other pending request .* closed/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(ashas[1]!.textContent).toContain('Approved'));
    expect(api.callsTo('POST /admin/password-requests/11/approve')).toHaveLength(1);
    expect(ashas[0]!.textContent).toContain('Superseded');
    expect(within(ashas[0]!).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(groups[1]!).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });
});

describe('content', () => {
  it('previews How To Play markup live with the shared renderer, then saves it', async () => {
    const api = fakeApi({
      'GET /main-settings/public': { body: {} },
      'GET /admin/banners': { body: { banners: [] } },
      'GET /how-to-play': { body: { content: '# Old' } },
      'PUT /admin/how-to-play': { body: { message: 'How To Play saved' } },
    });
    renderScreen(<ContentScreen />);
    fireEvent.click(screen.getByRole('tab', { name: 'How To Play' }));
    const editor = (await screen.findByLabelText('How To Play content')) as HTMLTextAreaElement;
    expect(editor.value).toBe('# Old');
    fireEvent.change(editor, { target: { value: '# Playing\n\nPick a **market** and *session*.\n- Single digit pays 9.5x' } });
    const preview = screen.getByTestId('how-to-play-preview');
    expect(within(preview).getByRole('heading', { name: 'Playing' })).toBeTruthy();
    expect(within(preview).getByText('market').tagName).toBe('STRONG');
    expect(within(preview).getByText('session').tagName).toBe('EM');
    expect(within(preview).getByRole('listitem').textContent).toBe('Single digit pays 9.5x');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.success).toEqual(['How To Play saved']));
    expect(api.callsTo('PUT /admin/how-to-play')[0]!.body).toEqual({ content: '# Playing\n\nPick a **market** and *session*.\n- Single digit pays 9.5x' });
  });

  it('keeps the Hindi How To Play beside the English and sends it once changed', async () => {
    const api = fakeApi({
      'GET /main-settings/public': { body: {} },
      'GET /admin/banners': { body: { banners: [] } },
      'GET /how-to-play': { body: { content: '# Rules', contentHi: '# नियम' } },
      'PUT /admin/how-to-play': { body: { message: 'How To Play saved' } },
    });
    renderScreen(<ContentScreen />);
    fireEvent.click(screen.getByRole('tab', { name: 'How To Play' }));
    const hindi = (await screen.findByLabelText('How To Play content in Hindi')) as HTMLTextAreaElement;
    expect(hindi.value).toBe('# नियम');
    fireEvent.change(hindi, { target: { value: '# कैसे खेलें' } });
    expect(within(screen.getByTestId('how-to-play-preview-hi')).getByRole('heading', { name: 'कैसे खेलें' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.success).toEqual(['How To Play saved']));
    expect(api.callsTo('PUT /admin/how-to-play')[0]!.body).toEqual({ content: '# Rules', contentHi: '# कैसे खेलें' });
  });

  it('previews a chosen banner image, refuses other file types, uploads, and deletes after confirming', async () => {
    const banners = [{ _id: 'b1', imagePath: '/uploads/b1.png', title: 'Diwali offer' }];
    const api = fakeApi({
      'GET /admin/banners': () => ({ body: { banners } }),
      'POST /admin/banners': { status: 201, body: { message: 'Banner uploaded', banner: { _id: 'b2', imagePath: '/uploads/b2.png', title: 'New' } } },
      'DELETE /admin/banners/b1': { body: { message: 'Banner deleted' } },
    });
    renderScreen(<ContentScreen />);
    const list = await screen.findByTestId('banner');
    expect((within(list).getByRole('img') as HTMLImageElement).getAttribute('src')).toBe('/api/banner-settings/uploads/b1.png');

    const input = screen.getByLabelText('Image (PNG, JPEG or WebP)');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.gif', { type: 'image/gif' })] } });
    expect(screen.getByRole('alert').textContent).toBe('The image must be PNG, JPEG or WebP');
    fireEvent.change(input, { target: { files: [new File(['x'], 'new.png', { type: 'image/png' })] } });
    expect(screen.getByTestId('banner-preview').getAttribute('src')).toBe('blob:preview-1');
    fireEvent.change(screen.getByLabelText('Banner Title'), { target: { value: 'New' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Banner' }));
    await waitFor(() => expect(toasts.success).toEqual(['Banner uploaded']));
    expect((api.callsTo('POST /admin/banners')[0]!.body as FormData).get('title')).toBe('New');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Diwali offer' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete this banner?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /admin/banners/b1')).toHaveLength(1));
  });

  it('edits main settings and contact settings', async () => {
    const api = fakeApi({
      'GET /admin/banners': { body: { banners: [] } },
      'GET /main-settings/public': {
        body: { appLink: 'https://example.in', whatsappNumber: '9000000000', upiId: 'matka@upi', minimumDeposit: 100, minimumWithdraw: 1000, withdrawalOpenTime: '6:00 AM', withdrawalCloseTime: '9:10 AM' },
      },
      'PUT /admin/main-settings': { body: { message: 'Settings saved' } },
      'GET /contact-settings': { body: { mobileNumber: '9000000000', email: 'help@example.in', whatsappNumber: '9000000000' } },
      'PUT /admin/contact-settings': { body: { message: 'Contact details saved' } },
    });
    renderScreen(<ContentScreen />);
    fireEvent.click(screen.getByRole('tab', { name: 'Main settings' }));
    fireEvent.change(await screen.findByLabelText('Minimum Withdraw (₹)'), { target: { value: '1500' } });
    expect((screen.getByLabelText('UPI Payee Name') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('UPI Payee Name'), { target: { value: ' Matka Play Services ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/main-settings')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/main-settings')[0]!.body).toMatchObject({
      minimumWithdraw: 1500,
      minimumDeposit: 100,
      upiId: 'matka@upi',
      upiName: 'Matka Play Services',
    });

    fireEvent.click(screen.getByRole('tab', { name: 'Contact settings' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'support@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.success).toContain('Contact details saved'));
    expect(api.callsTo('PUT /admin/contact-settings')[0]!.body).toEqual({ mobileNumber: '9000000000', email: 'support@example.in', whatsappNumber: '9000000000' });
  });
});
