import { describe, expect, it } from 'vitest';
import { CSV_BOM, attachment, csvCell, csvChunks, csvLine } from './csv';

describe('csvCell', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(1299.5)).toBe('"1299.5"');
  });

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+91 98765 43210', `"'+91 98765 43210"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises a formula start in %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('leaves text that only contains formula characters later alone', () => {
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('रमेश कुमार ₹')).toBe('"रमेश कुमार ₹"');
  });
});

describe('csv file', () => {
  it('starts with a BOM and a header line, CRLF line ends', async () => {
    let text = '';
    for await (const chunk of csvChunks(
      ['Name', 'Email'],
      [
        ['A', 'a@x'],
        ['=B', 'b@x'],
      ],
    ))
      text += chunk;
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1)).toBe(`"Name","Email"\r\n"A","a@x"\r\n"'=B","b@x"\r\n`);
    expect(csvLine(['x'])).toBe('"x"\r\n');
  });

  it('batches many rows into few chunks', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`name ${i}`, `user${i}@example.com`]);
    const chunks: string[] = [];
    for await (const chunk of csvChunks(['Name', 'Email'], rows)) chunks.push(chunk);
    expect(chunks.length).toBeLessThan(10);
    expect(chunks.join('').split('\r\n')).toHaveLength(5002);
  });

  it('builds a safe attachment header', () => {
    expect(attachment('users_export.csv')).toBe('attachment; filename="users_export.csv"');
    expect(attachment('a"b.csv')).toBe('attachment; filename="a_b.csv"');
  });
});
