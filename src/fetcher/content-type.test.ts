import { describe, expect, it } from 'vitest';
import { decodeText, isHtmlMediaType, mediaType, sniffsAsHtml } from './content-type.ts';

describe('content type', () => {
  it('reads the media type without parameters', () => {
    expect(mediaType('Text/HTML; charset=UTF-8')).toBe('text/html');
    expect(mediaType('')).toBeNull();
    expect(mediaType(undefined)).toBeNull();
    expect(isHtmlMediaType('text/html')).toBe(true);
    expect(isHtmlMediaType('application/xhtml+xml')).toBe(true);
    expect(isHtmlMediaType('application/pdf')).toBe(false);
    expect(isHtmlMediaType('text/plain')).toBe(false);
  });

  it('sniffs HTML in a body without a content type', () => {
    expect(sniffsAsHtml(Buffer.from('\ufeff  <!DOCTYPE html><html>'))).toBe(true);
    expect(sniffsAsHtml(Buffer.from('\n<html lang="en">'))).toBe(true);
    expect(sniffsAsHtml(Buffer.from('<!-- hi --><p>x'))).toBe(true);
    expect(sniffsAsHtml(Buffer.from('%PDF-1.7'))).toBe(false);
    expect(sniffsAsHtml(Buffer.from('{"a":1}'))).toBe(false);
    expect(sniffsAsHtml(Buffer.from('<htmlx>'))).toBe(false);
  });

  it('decodes with the BOM, then the header charset, then <meta charset>, else UTF-8', () => {
    const latin1 = Buffer.from('<p>caf\xe9</p>', 'latin1');
    expect(decodeText(latin1, 'text/html; charset=ISO-8859-1')).toBe('<p>café</p>');
    const meta = Buffer.concat([Buffer.from('<meta charset="windows-1252"><p>'), latin1]);
    expect(decodeText(meta, 'text/html')).toContain('café');
    expect(decodeText(Buffer.from('<p>café</p>'), null)).toBe('<p>café</p>');
    expect(decodeText(Buffer.from('<p>x</p>'), 'text/html; charset=bogus')).toBe('<p>x</p>');
    const bom = Buffer.from('\ufeff<p>é</p>');
    expect(decodeText(bom, 'text/html; charset=iso-8859-1')).toBe('<p>é</p>');
  });
});
