import fc from 'fast-check';

/**
 * Generators of hostile request parts for the API fuzz tests: values of the wrong type, out-of-range and
 * oddly written numbers, strings with control characters and every plane of Unicode, bad JSON, wrong
 * content types, broken query strings and path segments, bad Authorization and Idempotency-Key headers.
 * Each field also gets plausible values now and then, so that requests reach the checks behind the first one.
 */

/** Strings that parsers and databases have been known to choke on. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u0000abc',
  '\t\r\n',
  '\u202e123',
  '\ufeff100',
  '１００',
  '١٠٠',
  '१००',
  '1e3',
  '1E400',
  '-0',
  '0x10',
  '0b11',
  '010',
  '+100',
  ' 100 ',
  '100.5',
  '100,000',
  '1_000',
  'Infinity',
  '-Infinity',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '9'.repeat(400),
  '-9007199254740993',
  '9007199254740993',
  "' or 1=1 --",
  "'; drop table users; --",
  '%',
  '%00',
  '\\',
  '"',
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '\ud83d\ude00',
  '\ud800',
  '2026-02-30',
  '2026-11-20T25:61:00Z',
  '24:00',
  '23:60',
  '-1:00',
  '9:5',
];

/** Numbers a JSON body can carry that are not whole rupees, or are whole but absurd. */
const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1,
  9,
  10.5,
  0.1,
  -10,
  1e21,
  -1e21,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 63,
  2 ** 64,
];

const textChar = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 20 }) },
);

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: textChar },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 70_000 }).map((length) => 'x'.repeat(length)) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -20_000, max: 200_000 }),
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON value, mostly of the wrong type for whatever field it lands in. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'min', 'max', '$gt', '__proto__', 'toString'), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** The arbitrary's value about `share` of the time, else `nil`. */
export function sometimes<T, N>(arbitrary: fc.Arbitrary<T>, share: number, nil: N): fc.Arbitrary<T | N> {
  const weight = Math.round(share * 100);
  return fc.oneof({ weight, arbitrary }, { weight: 100 - weight, arbitrary: fc.constant(nil) });
}

/** A field's value: sometimes a plausible one, usually junk. */
export function field(...plausible: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown> {
  if (plausible.length === 0) return junkValue;
  return fc.oneof({ weight: 2, arbitrary: fc.oneof(...plausible) }, { weight: 3, arbitrary: junkValue });
}

/** A string field of a query string or path: plausible, or any nasty text. */
export function textField(...plausible: fc.Arbitrary<string>[]): fc.Arbitrary<string> {
  if (plausible.length === 0) return nastyString;
  return fc.oneof({ weight: 2, arbitrary: fc.oneof(...plausible) }, { weight: 3, arbitrary: nastyString });
}

/** A route's body fields, each with the values a correct client would send. */
export type Fields = Record<string, fc.Arbitrary<unknown>>;

/**
 * An object body: either every field mixed from plausible and junk values (most requests fail early), or a
 * plausible body (`coherent` when fields only make sense together) with one field spoiled or left out, so
 * that requests reach the checks a service makes last; and sometimes fields the route does not know.
 */
export function objectBody(fields: Fields, coherent?: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields);
  const mixed = fc.record(Object.fromEntries(names.map((name) => [name, field(fields[name]!)])), { requiredKeys: [] });
  const nearlyValid = names.length
    ? fc.tuple(coherent ?? fc.record(fields), sometimes(fc.constantFrom(...names), 0.7, null), junkValue, fc.boolean()).map(
        ([body, spoiled, junk, leaveOut]) => {
          if (spoiled === null) return body;
          const copy: Record<string, unknown> = { ...body };
          if (leaveOut) delete copy[spoiled];
          else copy[spoiled] = junk;
          return copy;
        },
      )
    : fc.constant({});
  const known = fc.oneof({ weight: 1, arbitrary: mixed }, { weight: 1, arbitrary: nearlyValid });
  const extra = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', '_id', 'userId', 'balance', 'role')),
    junkValue,
    { maxKeys: 3 },
  );
  return fc.tuple(known, sometimes(extra, 0.3, null)).map(([body, more]) => {
    if (!more) return body;
    const merged: Record<string, unknown> = {};
    // defineProperty keeps "__proto__" an ordinary key, as JSON.parse would make it.
    for (const [key, value] of [...Object.entries(more), ...Object.entries(body)]) {
      Object.defineProperty(merged, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return merged;
  });
}

export interface RawBody {
  payload: string | Buffer | undefined;
  contentType: string | undefined;
  describe: string;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=nonsense',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
  ';;;',
  'json',
];

/** Bodies that are not a JSON object: bad JSON, JSON of the wrong kind, wrong or missing content types. */
export const rawBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom('{', '}', '{"a":', '[1,2', '{"amount": 1e999999}', 'nul', '"unterminated', '{"a":1}{"b":2}', '\u0000', '{"__proto__": {"isAdmin": true}}', '{"constructor": {"prototype": {"x": 1}}}').map(
    (payload) => ({ payload, contentType: 'application/json', describe: 'bad JSON' }),
  ),
  fc.oneof(junkValue, fc.array(junkValue, { maxLength: 3 })).map((value) => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
    describe: 'JSON that is not an object',
  })),
  fc.tuple(fc.oneof(fc.json({ maxDepth: 2 }), nastyString), fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined })).map(
    ([payload, contentType]) => ({ payload, contentType, describe: 'text under any content type' }),
  ),
  fc.constant({ payload: '', contentType: 'application/json', describe: 'empty JSON body' }),
  fc.integer({ min: 1, max: 3 }).map((depth) => ({
    payload: '['.repeat(depth * 2000) + ']'.repeat(depth * 2000),
    contentType: 'application/json',
    describe: 'deeply nested JSON',
  })),
  fc.constant({ payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x00]), contentType: 'application/json', describe: 'invalid UTF-8' }),
  fc.constant({ payload: `{"pad":"${'x'.repeat(1024 * 1024 + 10)}"}`, contentType: 'application/json', describe: 'over the body limit' }),
);

/** A path segment for an `{id}` parameter: a real id now and then, otherwise anything a client might send. */
export function idSegment(realIds: readonly string[]): fc.Arbitrary<string> {
  const real = realIds.length > 0 ? [fc.constantFrom(...realIds)] : [];
  return fc.oneof(
    ...real.map((arbitrary) => ({ weight: 3, arbitrary })),
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '0x1', '00001', '9999999999', '99999999999999999999', 'abc', 'null', 'undefined', ' 1', '1 ', '%00', '%ZZ', '%', '..', '..%2F..%2Fetc', '%2F', '%E2%80%AE', '١', 'true', '[1]', "1'") },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String) },
  );
}

/** A query string made of the route's parameters (plausible or junk), unknown ones, repeats and bad escapes. */
export function queryString(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const names = Object.keys(params);
  const known = fc.record(params, { requiredKeys: [] });
  const pairs = known.map((record) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(record)) if (value !== undefined) search.append(name, value);
    return search.toString();
  });
  const repeated = names.length
    ? fc.tuple(fc.constantFrom(...names), nastyString, nastyString).map(([name, a, b]) => {
        const search = new URLSearchParams();
        search.append(name, a);
        search.append(name, b);
        return search.toString();
      })
    : fc.constant('a=1&a=2');
  const odd = fc.constantFrom('%', '%ZZ', '%E0%A4%A', '&&&', '=', 'a[b]=1', 'a[]=1&a[]=2', '__proto__[x]=1', 'constructor=1', '?', '#frag', `q=${'9'.repeat(5000)}`);
  return fc
    .tuple(
      fc.oneof({ weight: 4, arbitrary: pairs }, { weight: 1, arbitrary: repeated }),
      sometimes(odd, 0.25, null),
      sometimes(fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 2 }), 0.25, null),
    )
    .map(([main, strange, extra]) => {
      const parts = [main];
      if (strange) parts.push(strange);
      if (extra) parts.push(new URLSearchParams(extra).toString());
      return parts.filter(Boolean).join('&');
    });
}

/** Header values must be Latin-1 without line breaks, or the request could not be sent at all. */
export const headerText: fc.Arbitrary<string> = fc
  .oneof(
    fc.string({ unit: 'binary-ascii', maxLength: 40 }),
    fc.string({ maxLength: 40 }),
    fc.integer({ min: 256, max: 2000 }).map((length) => 'k'.repeat(length)),
  )
  .map((text) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, ''));

/** Whose session a request carries, resolved to a live token when it is sent. */
export type Caller = 'admin' | 'player' | 'inactive' | 'other';

export type AuthChoice = { caller: Caller } | { raw: string | undefined };

/** An Authorization header: mostly the route's own kind of caller, sometimes another, or something that is no token. */
export function authorization(usual: Caller): fc.Arbitrary<AuthChoice> {
  return fc.oneof(
    { weight: 7, arbitrary: fc.constant({ caller: usual }) },
    { weight: 2, arbitrary: fc.constantFrom<Caller>('admin', 'player', 'inactive', 'other').map((caller) => ({ caller })) },
    { weight: 1, arbitrary: fc.constant({ raw: undefined }) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom('Bearer', 'Bearer ', 'Bearer null', 'Bearer undefined', 'bearer x', 'Basic YWRtaW46YWRtaW4=', 'Token abc', 'Bearer a b', ''),
          headerText.map((text) => `Bearer ${text}`),
          headerText,
        )
        .map((raw) => ({ raw })),
    },
  );
}

/** An Idempotency-Key header: absent, ordinary, empty, too long, odd characters, or sent twice. */
export const idempotencyHeader: fc.Arbitrary<string | string[] | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'k'.repeat(255), 'k'.repeat(256), 'k'.repeat(5000), '\u00e9\u00ff', 'null') },
  { weight: 1, arbitrary: headerText },
  { weight: 1, arbitrary: fc.tuple(fc.uuid(), fc.uuid()).map(([a, b]) => [a, b]) },
);

/** Other headers clients send: If-None-Match, Accept, X-Forwarded-For, odd ones. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'if-none-match': fc.oneof(fc.constantFrom('*', '"x"', 'W/"x"', ',,,', '""'), headerText),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png', ''),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1', 'not-an-ip', ''),
    'content-encoding': fc.constantFrom('gzip', 'br', 'identity', 'nonsense'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', '*'),
  },
  { requiredKeys: [] },
);
