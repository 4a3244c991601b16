/** The media type of a `Content-Type` header, lower case without parameters, or null. */
export function mediaType(contentType: string | null | undefined): string | null {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase();
  return essence ? essence : null;
}

/** True for the media types we audit as HTML: `text/html` and `application/xhtml+xml`. */
export function isHtmlMediaType(type: string): boolean {
  return type === 'text/html' || type === 'application/xhtml+xml';
}

// WHATWG MIME sniffing's "HTML" patterns: a tag name followed by a space or `>`.
const HTML_START =
  /^<(?:!doctype html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p)[\s>]|^<!--/i;

/**
 * Whether a body served without a `Content-Type` looks like HTML: after an optional BOM and
 * leading whitespace it starts with `<!doctype html`, `<html`, or another tag the WHATWG
 * sniffing rules name.
 */
export function sniffsAsHtml(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 1024)
    .toString('latin1')
    .replace(/^(?:\xef\xbb\xbf|\xfe\xff|\xff\xfe)/, '')
    .trimStart();
  return HTML_START.test(head);
}

const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i;

function charsetOf(contentType: string | null): string | null {
  const match = contentType === null ? null : /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType);
  return match?.[1] ?? null;
}

function decoder(label: string | null): TextDecoder | null {
  if (label === null) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/**
 * Decodes a page body to text: a byte-order mark wins, then the `Content-Type` charset, then
 * a `<meta charset>` in the first 1024 bytes, else UTF-8. Unknown labels fall back to UTF-8;
 * invalid bytes become U+FFFD (a page cut at the cap may end in one).
 */
export function decodeText(bytes: Buffer, contentType: string | null): string {
  const bom =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
      ? 'utf-8'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : bytes[0] === 0xff && bytes[1] === 0xfe
          ? 'utf-16le'
          : null;
  const meta = META_CHARSET.exec(bytes.subarray(0, 1024).toString('latin1'))?.[1] ?? null;
  const chosen =
    decoder(bom) ?? decoder(charsetOf(contentType)) ?? decoder(meta) ?? new TextDecoder('utf-8');
  return chosen.decode(bytes);
}
