/**
 * A first visit's two questions to the server, asked while the app's code is still on its way
 * (docs/performance.md "First visit"). With a token stored and no start snapshot (a player on a new phone or
 * browser: nothing on screen can come from the device), the player app's page asks at once for the profile and
 * the markets, with the headers the app's API client sends, and keeps the answers' promises in
 * `window.earlyAnswers`; the client (src/api/early-answers.ts) takes each one once, for its first matching GET,
 * instead of asking again. With a snapshot, or offline, it asks nothing: the app starts as it always does.
 *
 * The build puts the script in the page (scripts/early-requests.ts); the server's Content-Security-Policy allows
 * exactly this text by its hash (server/security-headers.ts), so script-src stays 'self' and nothing else inline
 * runs. The names here (the storage keys `token` and `startSnapshot`, the API under /api) are the app's own
 * (src/config/app-config.ts, src/state/start-snapshot.ts); tests/unit/api/early-answers.test.ts runs this text
 * against the client.
 */
export const EARLY_REQUESTS_SCRIPT = [
  '(function () {',
  '  try {',
  "    var token = localStorage.getItem('token');",
  "    if (!token || localStorage.getItem('startSnapshot') !== null || navigator.onLine === false) return;",
  "    var headers = { Accept: 'application/json', Authorization: 'Bearer ' + token };",
  '    var answers = {};',
  "    ['/api/auth/profile', '/api/games'].forEach(function (url) {",
  '      var answer = { sentAt: Date.now(), receivedAt: null };',
  "      answer.response = fetch(url, { headers: headers, cache: 'no-store' }).then(function (response) {",
  '        answer.receivedAt = Date.now();',
  '        return response;',
  '      });',
  '      answer.response.catch(function () {});',
  '      answers[url] = answer;',
  '    });',
  '    window.earlyAnswers = { token: token, answers: answers };',
  '  } catch (error) {}',
  '})();',
].join('\n');
