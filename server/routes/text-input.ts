import type { preValidationHookHandler } from 'fastify';
import { badRequest } from '../errors.js';

/**
 * PostgreSQL text cannot hold U+0000 (the statement fails) while SQLite stores it silently, so a NUL in any
 * field is refused up front, the same way on both databases, before a service could try to store it.
 */

/** Where the first NUL sits in a parsed JSON value (keys included), as an errors[] path; undefined if none. */
export function findNulCharacter(value: unknown, at = ''): string | undefined {
  // Iterative: a body may nest arrays far deeper than the call stack goes.
  const pending: [unknown, string][] = [[value, at]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        const keyPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return keyPath;
        pending.push([item, keyPath]);
      }
    }
  }
  return undefined;
}

/**
 * preValidation hook of every /api route: path parameters, query string and JSON body. The first two come from
 * the URL, where a NUL can only stand as `%00`, so a URL without one (every poll) costs no walk through them.
 */
export const refuseNulCharacters: preValidationHookHandler = (request, _reply, done) => {
  const parts = request.url.includes('%00') ? [request.params, request.query, request.body] : [request.body];
  for (const part of parts) {
    const path = findNulCharacter(part);
    if (path !== undefined) return done(badRequest('NUL_REFUSED', undefined, { path }));
  }
  done();
};
