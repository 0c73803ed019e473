import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CSV_BOM, csvDocument, csvField } from '#contract/csv';

/** RFC 4180 as a spreadsheet reads it, with the separator the spreadsheet assumes. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inQuotes) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') inQuotes = false;
      else field += c;
    } else if (c === '"' && field === '') inQuotes = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

const FORMULA_FIRST = ['=', '+', '-', '@', '\t', '\r'];
/** Text with the characters that matter here much more often than chance would give them. */
const risky = fc.string({
  unit: fc.oneof(
    fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '"', "'", '1', '.'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 12,
});

describe('the CSV writer', () => {
  it('writes a BOM, a header and CRLF rows', () => {
    const csv = csvDocument(
      ['Channel', 'Revenue (CNY)'],
      [
        ['huawei', 1.5],
        ['应用宝', null],
      ],
    );
    expect(csv).toBe(`${CSV_BOM}Channel,Revenue (CNY)\r\nhuawei,1.5\r\n应用宝,\r\n`);
  });

  it.each([
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['plain', 'plain'],
  ])('quotes a field a spreadsheet could split, whatever its separator: %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it.each([
    ['=SUM(A1:A9)', `"'=SUM(A1:A9)"`],
    ['+1 555', `"'+1 555"`],
    ['-2+3', `"'-2+3"`],
    ['-12.00', `"'-12.00"`],
    ['@cmd', `"'@cmd"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('neutralises text that would run as a formula with an apostrophe, and quotes it: %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('keeps numbers as numbers, negative ones included, and writes null and non-finite numbers as empty fields', () => {
    expect(csvField(-2)).toBe('-2');
    expect(csvField(0.29)).toBe('0.29');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(-Infinity)).toBe('');
  });

  it('writes a plain decimal as a number only in a column declared numeric; other text in it stays text', () => {
    const csv = csvDocument(
      ['note', { header: 'amount', numeric: true }],
      [
        ['-12.00', '-12.00'],
        ['refund', '=1+2'],
        ['x', '-1e3'],
      ],
    );
    expect(csv).toBe(`${CSV_BOM}note,amount\r\n"'-12.00",-12.00\r\nrefund,"'=1+2"\r\nx,"'-1e3"\r\n`);
  });

  it('gives back every cell of every row, whatever the text, with formulas disarmed', () => {
    fc.assert(
      fc.property(fc.array(fc.array(risky, { minLength: 1, maxLength: 4 }), { maxLength: 5 }), (rows) => {
        const width = Math.max(1, ...rows.map((r) => r.length));
        const header = Array.from({ length: width }, (_, i) => `c${i}`);
        const even = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
        const read = parseCsv(csvDocument(header, even).slice(CSV_BOM.length), ',');
        const expected = even.map((r) => r.map((cell) => (FORMULA_FIRST.includes(cell[0] ?? '') ? `'${cell}` : cell)));
        expect(read).toEqual([header, ...expected]);
      }),
    );
  });

  it('keeps any text in one cell and never lets it start a formula, whether the separator is , ; or tab', () => {
    fc.assert(
      fc.property(risky, fc.constantFrom(',', ';', '\t'), (text, separator) => {
        const field = csvField(text);
        const cells = parseCsv(`${field}\r\n`, separator);
        expect(cells).toHaveLength(1);
        expect(cells[0]).toHaveLength(1);
        const cell = cells[0]![0]!;
        expect(FORMULA_FIRST).not.toContain(cell[0]);
        // Every neutralised field is also quoted, as OWASP advises.
        if (cell.startsWith("'") && !text.startsWith("'")) expect(field.startsWith(`"'`)).toBe(true);
      }),
    );
  });

  it('writes any amount of cents as a bare number in a numeric column, and the same text as text elsewhere', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const amount = (cents / 100).toFixed(2);
        const [, row] = parseCsv(
          csvDocument(['text', { header: 'amount', numeric: true }], [[amount, amount]]).slice(1),
          ',',
        );
        expect(row).toEqual([cents < 0 ? `'${amount}` : amount, amount]);
      }),
    );
  });
});
