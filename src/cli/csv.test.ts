import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, csvField, csvHeader, csvRow } from './csv.ts';

describe('csv', () => {
  it('quotes fields that need it and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=cmd()')).toBe("'=cmd()");
    expect(csvField('-x.com')).toBe("'-x.com");
    expect(csvField(-3)).toBe('-3');
  });

  it('writes one row per input, with the error for an invalid name', () => {
    expect(csvHeader().split(',')).toEqual([...CSV_COLUMNS]);
    const row = csvRow('bad name', {
      ok: false,
      error: { code: 'invalid_domain', message: 'No spaces, please.' },
    });
    expect(row).toBe('bad name,,,,,,,,,"No spaces, please."');
    expect(row.match(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g)).toHaveLength(CSV_COLUMNS.length - 1);
  });
});
