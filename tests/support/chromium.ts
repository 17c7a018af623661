/** The system Chromium, driven by playwright-core (browser downloads cannot work on the test machines). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  // Chromium 156 loads its omnibox's popup, a WebUI page of its own, at every start, headless too: on two cores its
  // parsing competed with the page under test (docs/performance.md "Offline start"). An installed app has no omnibox.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
