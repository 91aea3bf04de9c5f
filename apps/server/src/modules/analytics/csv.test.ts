import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('should write a BOM, a header and CRLF lines, quoting commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['query', 'searches'],
        [
          ['red, "wide" jeans', 3],
          ['two\nlines', null],
        ],
      ),
    ).toBe('\uFEFFquery,searches\r\n"red, ""wide"" jeans",3\r\n"two\nlines",\r\n');
  });

  it.each(['=HYPERLINK("http://evil")', '+1', '-2+3', '@SUM(A1)', '\tcmd'])(
    'should defuse %j so a spreadsheet shows it as text',
    (value) => {
      const line = toCsv(['query'], [[value]]).split('\r\n')[1]!;
      expect(line.replace(/^"/, '').startsWith(`'`)).toBe(true);
    },
  );

  it('should leave numbers as numbers, even negative ones', () => {
    expect(toCsv(['a'], [[-1]])).toBe('\uFEFFa\r\n-1\r\n');
  });
});
