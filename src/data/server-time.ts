/** Now on the server's clock, re-read as time passes (open and closed markets change on screen). */
export { useServerNow } from '../sync/use-server-now';
