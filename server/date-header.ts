import type { FastifyReply } from 'fastify';
import type { Clock } from './clock.js';

/**
 * The Date header of every answer, by the server's clock (FAKE_TIME included): clients correct their own clock
 * by ours, so both sides agree on what is open. An HTTP date has whole seconds, so its text is made once a
 * second, not per answer.
 */
export function sendDateHeader(clock: Clock): (reply: FastifyReply) => void {
  let second = Number.NaN;
  let text = '';
  return (reply) => {
    const now = Math.floor(clock.now().getTime() / 1000);
    if (now !== second) {
      second = now;
      text = new Date(now * 1000).toUTCString();
    }
    reply.header('date', text);
  };
}
