import { hash } from 'node:crypto';

/** A JSON answer with its ETag (for conditional GET). */
export interface TaggedJson {
  json: string;
  etag: string;
}

/** JSON already written, and its ETag: a hash of that text, so it changes exactly when what the client reads changes. */
export function withEtag(json: string): TaggedJson {
  return { json, etag: `"${hash('sha1', json, 'base64url')}"` };
}
