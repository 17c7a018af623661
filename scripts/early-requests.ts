import type { Plugin } from 'vite';
import { EARLY_REQUESTS_SCRIPT } from '../contract/early-requests';

/**
 * Puts a first visit's early requests (contract/early-requests.ts) at the top of the player app's page, right
 * after its charset (before any stylesheet, which would hold an inline script back until it loaded). The admin
 * console's page does not get it. An API on another origin (VITE_API_BASE_URL) gets no early questions: the script
 * asks the page's own /api.
 */
export function earlyRequests(apiBaseUrl: string | undefined): Plugin {
  const charset = /<meta charset="UTF-8" \/>\n/i;
  return {
    name: 'matka:early-requests',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        const playerPage = context.path === '/index.html' || context.path === '/';
        if (!playerPage || (apiBaseUrl && apiBaseUrl !== '/api')) return html;
        if (!charset.test(html)) throw new Error('index.html: no <meta charset="UTF-8" /> line to put the early requests after');
        return html.replace(charset, (line) => `${line}    <script>${EARLY_REQUESTS_SCRIPT}</script>\n`);
      },
    },
  };
}
