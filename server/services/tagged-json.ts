import { hash } from 'node:crypto';

/** A JSON answer with its ETag (API.md "Conditional GET"). */
export interface TaggedJson {
  json: string;
  etag: string;
}

/** The body as JSON, and its ETag: a hash of that text, so it changes exactly when what the client reads changes. */
export function taggedJson(body: unknown): TaggedJson {
  return withEtag(JSON.stringify(body));
}

/** JSON already written, with its ETag. */
export function withEtag(json: string): TaggedJson {
  return { json, etag: `"${hash('sha1', json, 'base64url')}"` };
}
