import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withEtag, type TaggedJson } from '../services/tagged-json.js';

/**
 * Conditional GET for the lists clients poll (see docs/api.md): `If-None-Match` with the current ETag
 * answers 304 without a body. The route must declare its 200 answer's schema.
 */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown): FastifyReply {
  // Written through the route's answer schema, as every other answer is: the ETag is of exactly what is sent.
  return sendTagged(request, reply, withEtag(String(reply.serialize(body))), 'no-cache');
}

/** An answer whose JSON and ETag are already made (the polled games list keeps both between changes). */
export function sendTagged(request: FastifyRequest, reply: FastifyReply, answer: TaggedJson, cacheControl: string): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', cacheControl);
  if (ifNoneMatchHits(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.json);
}

/** Whether an If-None-Match header names the ETag (weak comparison, as for GET). */
function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * An answer already written as JSON in pieces, sent as each is made. The route's schema describes it; the
 * pieces are made from the contract's records (e.g. betHistoryJson).
 */
export function sendJsonPieces(reply: FastifyReply, pieces: Iterable<string>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(Readable.from(pieces));
}
