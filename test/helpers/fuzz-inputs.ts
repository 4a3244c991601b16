import fc from 'fast-check';

/**
 * Generators of hostile HTTP input for the property tests: query-string values, raw query
 * strings and header sets, in the forms a real client can put on the wire (non-ASCII
 * percent-encoded in the URL, header values of visible ASCII, tab and obs-text bytes).
 */

/** The fixed seed of every fuzz property: failures replay exactly (fast-check prints it). */
export const FUZZ_SEED = 20_260_707;

const ASCII_VISIBLE = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i));
const URL_CHARS = ASCII_VISIBLE.filter((c) => c !== '#');
const HEADER_CHARS = [
  '\t',
  ' ',
  ...ASCII_VISIBLE,
  ...Array.from({ length: 128 }, (_, i) => String.fromCharCode(128 + i)),
];

/** Percent sequences that decode to nothing valid: truncated, non-hex, overlong, surrogates, NUL. */
export const BAD_PERCENT = [
  '%',
  '%2',
  '%zz',
  '%00',
  '%0a',
  '%0d%0a',
  '%C0%AF',
  '%FF%FE',
  '%E2%82',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%25',
  '%2e%2e%2f',
  '%u0041',
];

/** Encodes like `encodeURIComponent` but never throws (lone surrogates become U+FFFD). */
export function encode(value: string): string {
  const wellFormed = value.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
  return encodeURIComponent(wellFormed);
}

/** Raw URL-safe text: any visible ASCII but `#`, unencoded (so `&`, `=`, `%`, `+` as they come). */
export const rawUrlText = (maxLength = 30): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...URL_CHARS), maxLength });

/** Any Unicode text (graphemes or raw code points, lone surrogates included), percent-encoded. */
export const encodedUnicode = (maxLength = 30): fc.Arbitrary<string> =>
  fc
    .oneof(
      fc.string({ unit: 'grapheme', maxLength }),
      fc.string({ unit: 'binary', maxLength }),
      fc.string({ unit: 'grapheme-composite', maxLength }),
    )
    .map(encode);

/** Very long values (to 10,000 characters), plain or made of one repeated sequence. */
export const longText: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('a', '.', 'a.', '%41', 'xn--', '-', '0'),
    fc.integer({ min: 60, max: 10_000 }),
  )
  .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length)));

/** A query value: plausible alone half the time, else pieces of every kind joined (junk inside). */
export function queryValue(plausible: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { weight: 4, arbitrary: plausible },
    { weight: 2, arbitrary: rawUrlText() },
    { weight: 2, arbitrary: encodedUnicode() },
    { weight: 2, arbitrary: fc.constantFrom(...BAD_PERCENT) },
    { weight: 1, arbitrary: longText },
  );
  const mixed = fc.array(piece, { maxLength: 3 }).map((parts) => parts.join(''));
  return fc.oneof(plausible, mixed);
}

/**
 * A raw query string (without `?`) around `key`: half the time `key=value` alone, else the key
 * given once, twice, empty, without `=`, misspelt or missing, among random other parameters.
 */
export function rawQuery(key: string, value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const own = fc.oneof(
    { weight: 8, arbitrary: value.map((v) => `${key}=${v}`) },
    { weight: 1, arbitrary: fc.constant(key) },
    { weight: 1, arbitrary: value.map((v) => `${key.toUpperCase()}=${v}`) },
    { weight: 1, arbitrary: value.map((v) => `${encode(key)}%00=${v}`) },
  );
  const other = fc.tuple(rawUrlText(12), rawUrlText(12)).map(([k, v]) => `${k}=${v}`);
  const mixed = fc
    .tuple(
      fc.array(own, { maxLength: 3 }),
      fc.array(other, { maxLength: 2 }),
      fc.boolean(),
      fc.constantFrom('&', '&', '&&', ';'),
    )
    .map(([mine, others, first, separator]) =>
      (first ? [...mine, ...others] : [...others, ...mine]).join(separator),
    );
  return fc.oneof(
    value.map((v) => `${key}=${v}`),
    mixed,
  );
}

/** A header value as Node's parser lets it through: tab, visible ASCII, obs-text (latin1). */
export const headerText = (maxLength = 60): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...HEADER_CHARS), maxLength }).map((v) => v.trim());

/** Plausible values for headers the service reads, mixed with junk. */
const HEADER_VALUES: Record<string, fc.Arbitrary<string>> = {
  accept: fc.constantFrom(
    'application/json',
    '*/*',
    'text/html',
    'application/json;q=0',
    'application/vnd.pgrst.object+json',
    'text/csv',
    'application/json, text/*;q=0.5, */*;q=0.1',
  ),
  'accept-encoding': fc.constantFrom('gzip', 'br', 'gzip, deflate, br', 'identity;q=0', '*;q=0'),
  'if-none-match': fc.oneof(
    fc.constant('*'),
    fc.constantFrom('"x"', 'W/"x"', '""', '"', 'W/', '"a", "b"', ',,,'),
    headerText(20).map((v) => `"${v}"`),
  ),
  'if-modified-since': fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday', '0'),
  origin: fc.constantFrom(
    'https://example.com',
    'null',
    '*',
    'http://[::1]',
    'https://a.b.c:99999',
  ),
  'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1', 'unknown, 1.2.3.4', '999.1.1.1', ', ,'),
  host: fc.constantFrom('example.com', '[::1]:80', ':::', 'a:b:c', 'xn--', '127.0.0.1:0', '@'),
  'access-control-request-method': fc.constantFrom('GET', 'POST', 'DELETE', 'TRACE', ''),
  'access-control-request-headers': fc.constantFrom('apikey, authorization', 'x-*', ',,'),
  cookie: fc.constantFrom('a=b', 'sb-access-token=x; other=%zz', '=;=;'),
  'content-type': fc.constantFrom(
    'application/json',
    'text/plain',
    'application/json; charset=latin1',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
  ),
  'x-supabase-api-version': fc.constantFrom('2024-01-01', '1999-99-99', 'v1'),
  'user-agent': fc.constantFrom('curl/8', 'Mozilla/5.0', ''),
};

/** Names of headers a request may carry in the fuzz, beside arbitrary `x-…` ones. */
export const FUZZED_HEADER_NAMES = Object.keys(HEADER_VALUES);

/** A set of request headers: known names with plausible or junk values, and random extras. */
export const headerSet = (
  extra: Record<string, fc.Arbitrary<string>> = {},
): fc.Arbitrary<Record<string, string>> => {
  const values = { ...HEADER_VALUES, ...extra };
  const entry = fc
    .constantFrom(...Object.keys(values))
    .chain((name) =>
      fc
        .oneof(
          { weight: 3, arbitrary: values[name] ?? headerText() },
          { weight: 1, arbitrary: headerText() },
        )
        .map((value) => [name, value] as const),
    );
  const custom = fc
    .tuple(fc.stringMatching(/^x-[a-z0-9-]{1,12}$/), headerText())
    .map(([name, value]) => [name, value] as const);
  return fc
    .array(fc.oneof({ weight: 4, arbitrary: entry }, { weight: 1, arbitrary: custom }), {
      maxLength: 5,
    })
    .map((entries) => Object.fromEntries(entries));
};
