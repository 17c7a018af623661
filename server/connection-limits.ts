import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionLimits } from './config.js';
import { ApiError, codedProblem, type ErrorBody, type RefusalCode } from './errors.js';

/**
 * Node's own limits on a connection, as `http.createServer` takes them: a client that sends nothing, or sends its
 * headers or body a byte at a time, is cut off once its time is up, and an idle kept-alive connection is closed.
 * Node looks for expired connections every `connectionsCheckingInterval` (30 s by default, which would let a
 * silent client stay twice as long), so it looks every second.
 */
export function connectionTimeouts(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
  };
}

/**
 * Closes a connection at once when its address already holds `cap` of them, so that one client cannot take every
 * connection (and file descriptor) the server has. Behind a reverse proxy every connection comes from the proxy:
 * there the proxy caps each client, and this cap must allow the proxy's own connections (see the reverse proxy
 * in docs/operations.md).
 */
export function capConnectionsPerAddress(server: Server, cap: number, log: FastifyBaseLogger): void {
  if (cap === 0) return;
  const open = new Map<string, number>();
  const warned = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= cap) {
      if (!warned.has(address)) {
        warned.add(address);
        log.warn({ address, cap }, `connections from one address: ${address} holds ${cap}, further ones are closed at once`);
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < cap) warned.delete(address);
    });
  });
}

/**
 * The answer to a request Node could not read (its headers too large, too slow to arrive, not HTTP), in the API's
 * error shape, written straight to the socket as Fastify's own handler does, which then closes.
 */
export function answerUnreadableRequest(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] = unreadableRequestAnswer(error.code);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

function unreadableRequestAnswer(code: string | undefined): [number, string, ErrorBody] {
  const answer = (status: number, reason: string, path: string, errorCode: RefusalCode): [number, string, ErrorBody] => [
    status,
    reason,
    new ApiError(status, errorCode, undefined, { errors: [codedProblem({ code: errorCode, field: path })] }).body(),
  ];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return answer(408, 'Request Timeout', 'request', 'REQUEST_TIMEOUT');
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return answer(431, 'Request Header Fields Too Large', 'headers', 'HEADERS_TOO_LARGE');
  }
  return answer(400, 'Bad Request', 'request', 'MALFORMED_REQUEST');
}
