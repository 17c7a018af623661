/** Where a signed-in admin is sent (full page navigation): the separate admin application (ADMIN_APP_URL). */
export const ADMIN_APP_URL: string = import.meta.env.VITE_ADMIN_APP_URL || '/admin/';

/** The API base: a fixed server address plus /api, as the original client has it; same origin here. */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/api';

/** Local-storage key of the player's session token, the name the original client uses. */
export const TOKEN_STORAGE_KEY = 'token';

/** Toast durations: 4 s, successes 2 s; errors stay until closed, and one toast shows at a time. */
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;

export const APP_VERSION = '1.0.0';
