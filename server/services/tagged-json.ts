import { hash } from 'node:crypto';

/** A JSON answer with its ETag (API.md "Conditional GET"). */
export interface TaggedJson {
  json: string;
  etag: string;
}

/**
 * The ETag is a hash of the JSON text, so it changes exactly when what the client would read changes.
 */
export function taggedJson(body: unknown): TaggedJson {
  const json = JSON.stringify(body);
  return { json, etag: `"${hash('sha1', json, 'base64url')}"` };
}
