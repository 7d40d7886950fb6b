import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from './csv-parse';

describe('parseCsv (RFC 4180)', () => {
  it('splits fields and records, CRLF or LF, and drops a byte order mark', () => {
    expect(parseCsv('\uFEFFa,b,c\r\n1,2,3\n4,,6')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', '2', '3'] },
      { line: 3, fields: ['4', '', '6'] },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks, and keeps each record’s first line', () => {
    const records = parseCsv('h1,h2\r\n"Kurta, cotton","He said ""hi"""\r\n"line one\nline two",x\r\nlast,"",\r\n');
    expect(records).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 2, fields: ['Kurta, cotton', 'He said "hi"'] },
      { line: 3, fields: ['line one\nline two', 'x'] },
      { line: 5, fields: ['last', '', ''] },
    ]);
  });

  it('skips blank lines but counts them', () => {
    expect(parseCsv('a\n\nb\n')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 3, fields: ['b'] },
    ]);
  });

  it('names the line of an unclosed quote or text after a closing quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a\n"x"y,z');
    } catch (error) {
      expect(error).toMatchObject({ line: 2, message: 'A quoted field must end at a comma or the end of the line' });
    }
    expect.assertions(2);
  });
});
