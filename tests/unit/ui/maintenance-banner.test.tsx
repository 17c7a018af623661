// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage, serverErrorText } from '../../../src/i18n/t';
import { MaintenanceBanner } from '../../../src/ui/maintenance-banner';

/** The operator's maintenance pause as players see it: a banner where it matters, and the refusal in their language. */

const OFF = { betting: false, deposits: false, message: '' };

afterEach(cleanup);
afterAll(async () => {
  await chooseLanguage('en');
  localStorage.clear();
});

describe('the maintenance banner', () => {
  it('shows nothing while nothing the screen is for is paused, nor before the settings are known', () => {
    render(
      <>
        <MaintenanceBanner maintenance={OFF} for={['betting', 'deposits']} />
        <MaintenanceBanner maintenance={{ ...OFF, deposits: true }} for={['betting']} />
        <MaintenanceBanner maintenance={undefined} for={['betting']} />
      </>,
    );
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();
  });

  it('shows the operator’s message as they wrote it', () => {
    render(<MaintenanceBanner maintenance={{ ...OFF, betting: true, message: 'Back at 2 PM' }} for={['betting']} />);
    expect(screen.getByRole('status').textContent).toBe('MaintenanceBack at 2 PM');
  });

  it('says what is paused when the operator wrote no message, in the player’s language', async () => {
    render(<MaintenanceBanner maintenance={{ betting: true, deposits: true, message: '' }} for={['betting', 'deposits']} />);
    expect(screen.getByTestId('maintenance-banner').textContent).toContain(
      'Betting is paused for maintenance. Please try again later. Deposits are paused for maintenance.',
    );
    cleanup();
    await chooseLanguage('hi');
    render(<MaintenanceBanner maintenance={{ ...OFF, deposits: true }} for={['deposits']} />);
    expect(screen.getByTestId('maintenance-banner').textContent).toBe('रखरखावजमा अभी रुका हुआ है। कृपया थोड़ी देर बाद फिर से कोशिश करें।');
    await chooseLanguage('en');
  });
});

describe('the MAINTENANCE refusal', () => {
  it('is the operator’s message in English, and in Hindi says maintenance with the default in Hindi', async () => {
    const english = 'Betting is paused for maintenance. Please try again later.';
    expect(serverErrorText('MAINTENANCE', english, { message: english })).toBe(english);
    await chooseLanguage('hi');
    expect(serverErrorText('MAINTENANCE', english, { message: english })).toBe(
      'रखरखाव: बोली अभी रुकी हुई है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    );
    expect(serverErrorText('MAINTENANCE', 'Back at 2 PM', { message: 'Back at 2 PM' })).toBe('रखरखाव: Back at 2 PM');
    await chooseLanguage('en');
  });
});
