// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnquiryRecord } from '../../../src/api/enquiry';
import EnquiryScreen from '../../../src/features/enquiry/enquiry-screen';
import { json, renderAt, serve, setOnline, signedIn, type ApiCall } from '../support/player-harness';

const toasts = vi.hoisted(() => ({ success: [] as string[], error: [] as string[], info: [] as string[] }));
vi.mock('../../../src/ui/toast', () => ({
  notify: {
    success: (text: string) => toasts.success.push(text),
    error: (text: string) => toasts.error.push(text),
    info: (text: string) => toasts.info.push(text),
    sticky: () => undefined,
    dismiss: () => undefined,
  },
  Toasts: () => null,
}));

const openEnquiry: EnquiryRecord = {
  _id: 'e1',
  status: 'open',
  createdAt: '2026-11-18T05:00:00.000Z',
  messages: [
    { sender: 'user', message: 'My deposit is not showing', timestamp: '2026-11-18T05:00:00.000Z' },
    { sender: 'admin', message: 'We are checking it', timestamp: '2026-11-18T06:00:00.000Z' },
  ],
};

let enquiries: EnquiryRecord[];
let postAnswer: (call: ApiCall) => Response;

function serveEnquiries(list: () => Response = () => json(200, enquiries)) {
  return serve((call) => {
    if (call.path === '/enquiry/user' && call.method === 'GET') return list();
    if (call.path === '/enquiry/user' && call.method === 'POST') return postAnswer(call);
    return undefined;
  });
}

const renderScreen = () => renderAt('/enquiry', [{ path: '/enquiry', element: <EnquiryScreen /> }]);

beforeEach(async () => {
  for (const key of ['success', 'error', 'info'] as const) toasts[key].length = 0;
  enquiries = [];
  postAnswer = (call) => {
    const text = (call.body as { message: string }).message;
    const current = enquiries.find((e) => e.status === 'open');
    const message = { sender: 'user' as const, message: text, timestamp: new Date().toISOString() };
    const enquiry: EnquiryRecord = current
      ? { ...current, messages: [...current.messages, message] }
      : { _id: `e${enquiries.length + 10}`, status: 'open', createdAt: new Date().toISOString(), messages: [message] };
    enquiries = [enquiry, ...enquiries.filter((e) => e._id !== enquiry._id)];
    return json(201, { message: 'Message sent', enquiry });
  };
  setOnline(true);
  await signedIn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('enquiry and support', () => {
  it('with no enquiry (404) offers Start New Enquiry, then sends the first message', async () => {
    const calls = serveEnquiries(() => (enquiries.length === 0 ? json(404, { message: 'No enquiries' }) : json(200, enquiries)));
    renderScreen();
    const start = await screen.findByRole('button', { name: 'Start New Enquiry' });
    expect(screen.queryByLabelText('Message')).toBeNull();
    fireEvent.click(start);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '   ' } });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '  Hello support  ' } });
    expect(send).toHaveProperty('disabled', false);
    fireEvent.click(send);
    await waitFor(() => expect(toasts.success).toEqual(['Message sent successfully!']));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'Hello support' });
    const messages = await screen.findByTestId('enquiry-messages');
    expect(within(messages).getByText('Hello support')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(toasts.error).toEqual([]);
  });

  it('shows the open chat with its badge, date and messages aligned by sender', async () => {
    enquiries = [openEnquiry];
    serveEnquiries();
    renderScreen();
    const messages = await screen.findByTestId('enquiry-messages');
    const items = within(messages).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-sender'))).toEqual(['user', 'admin']);
    expect(within(items[0]!).getByText('You')).toBeTruthy();
    expect(within(items[1]!).getByText('Support')).toBeTruthy();
    expect(screen.getByText('Created on 18 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByLabelText('Message')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start New Enquiry' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Any news?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(screen.getByTestId('enquiry-messages')).getAllByRole('listitem')).toHaveLength(3));
  });

  it('hides the send box of a closed enquiry, with the note and Start New Enquiry', async () => {
    enquiries = [{ ...openEnquiry, status: 'closed' }];
    serveEnquiries();
    renderScreen();
    await screen.findByTestId('enquiry-messages');
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.getByText('This enquiry is closed. Start a new enquiry if you need more help.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start New Enquiry' }));
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'A new problem' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.success).toEqual(['Message sent successfully!']));
    await waitFor(() => expect(screen.getByText('Open')).toBeTruthy());
    expect(within(screen.getByTestId('enquiry-messages')).getByText('A new problem')).toBeTruthy();
  });

  it('says "Failed to load enquiries" and "Failed to send message"', async () => {
    serveEnquiries(() => json(500, {}));
    postAnswer = () => json(500, {});
    renderScreen();
    await waitFor(() => expect(toasts.error).toEqual(['Failed to load enquiries']));
    // The toast comes as the load fails; the screen shows its button once React has drawn that.
    fireEvent.click(await screen.findByRole('button', { name: 'Start New Enquiry' }));
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.error).toContain('Failed to send message'));
  });
});
