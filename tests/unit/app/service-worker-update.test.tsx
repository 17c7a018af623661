// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../../../src/app/register-service-worker';

const offers = vi.hoisted(() => [] as ReactNode[]);
vi.mock('../../../src/ui/toast', () => ({
  notify: { success: () => undefined, error: () => undefined, info: () => undefined, sticky: (content: ReactNode) => offers.push(content) },
  Toasts: () => null,
}));

/** A service worker as the page sees it: its state, and what the page posted to it. */
class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
}

let registration: FakeRegistration;
let container: EventTarget & { controller: FakeWorker | null; register: () => Promise<FakeRegistration> };

function installBrowser(controlled: boolean) {
  registration = new FakeRegistration();
  container = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker('activated') : null,
    register: () => Promise.resolve(registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
}

beforeEach(() => {
  offers.length = 0;
  vi.stubEnv('PROD', true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('a new version of the app', () => {
  it('that waited already is offered, and "Reload" asks it to take over', async () => {
    installBrowser(true);
    const waiting = new FakeWorker('installed');
    registration.waiting = waiting;
    await registerServiceWorker();
    expect(offers).toHaveLength(1);

    render(<>{offers[0]}</>);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(waiting.posted).toEqual([{ type: 'SKIP_WAITING' }]));
  });

  it('installed while the app is open is offered once it waits', async () => {
    installBrowser(true);
    await registerServiceWorker();
    expect(offers).toHaveLength(0);

    const installing = new FakeWorker('installing');
    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    installing.become('installed');
    expect(offers).toHaveLength(1);
  });

  it('is not offered at the first install, which runs at once', async () => {
    installBrowser(false);
    await registerServiceWorker();
    const installing = new FakeWorker('installing');
    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    installing.become('installed');
    expect(offers).toHaveLength(0);
  });
});
