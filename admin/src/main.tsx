import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './admin-app';
import { startAdminSession } from './admin-session';
import '../../src/ui/theme.css';

// All of the console's CSS goes into its entry stylesheet (admin-*.css). Left to itself the bundler would split
// the CSS of shared modules into files named after them, which the player's service worker would then precache.
// (Kept referenced so that the bundler cannot drop the imports.)
const consoleStyles = import.meta.glob('./**/*.module.css', { eager: true });

void startAdminSession();

const root = document.getElementById('root')!;
root.dataset.styles = String(Object.keys(consoleStyles).length);
createRoot(root).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);
