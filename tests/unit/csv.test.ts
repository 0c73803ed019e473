import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDocument, csvField } from '#contract/csv';

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
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
  ])('neutralises text that would run as a formula: %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('keeps numbers as numbers, negative ones included, and writes null as an empty field', () => {
    expect(csvField(-2)).toBe('-2');
    expect(csvField(0.29)).toBe('0.29');
    expect(csvField(null)).toBe('');
  });
});
