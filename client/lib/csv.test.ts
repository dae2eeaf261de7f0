import fc from 'fast-check';
import { csvField, downloadCsv, toCsv } from './csv';
import { foreignFields, parseCsv } from '../test/csv-reader';

describe('csvField', () => {
  it('quotes commas, quotes and newlines (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it.each(['=SUM(A1:A2)', '+1', '-1+2', '@cmd', '\tx'])('neutralises formula %j', (text) => {
    expect(csvField(text).replace(/^"|"$/g, '').startsWith(`'`)).toBe(true);
  });

  it('quotes a separator of any locale and neutralises a formula after each (#25 item 4)', () => {
    expect(csvField("Coyote;=cmd|' /C calc'!A0")).toBe(`"Coyote;'=cmd|' /C calc'!A0"`);
    expect(csvField('a\t@SUM(1)')).toBe(`"a\t'@SUM(1)"`);
    // A comma is this file's own separator: its reader honours the quotes, so data stays data.
    expect(csvField('x, +1')).toBe(`"x, +1"`);
    expect(csvField('10,-20')).toBe(`"10,-20"`);
    expect(csvField('semi;colon')).toBe('"semi;colon"');
    expect(csvField('notes\n=cmd')).toBe(`"notes\n'=cmd"`);
    // Read with `;` or tab (which ignore our quotes), no field starts with a formula character;
    // read with commas (RFC 4180), the one field is the text with its formulas neutralised.
    const text = 'Acme;  -2+3;@x,=y';
    const csv = toCsv([{ v: text }], [{ header: 'v', value: (r) => r.v }]);
    for (const separator of [';', '\t'] as const) {
      for (const field of foreignFields(csv, separator)) expect(field).not.toMatch(/^[=+\-@]/);
    }
    expect(parseCsv(csv)[1]).toEqual(["Acme;  '-2+3;'@x,=y"]);
  });

  it('quotes a neutralised formula that also needs quoting', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('leaves real numbers alone but turns other values into text', () => {
    expect(csvField(-5)).toBe('-5');
    expect(csvField(0)).toBe('0');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(['a', 'b'])).toBe('"a; b"');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvField(new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02T03:04:05.000Z');
  });
});

describe('toCsv', () => {
  it('writes a header line and one CRLF line per row', () => {
    const rows = [
      { name: 'Acme, Inc.', users: 3 },
      { name: '=cmd', users: 0 },
    ];
    const text = toCsv(rows, [
      { header: 'Name', value: (row) => row.name },
      { header: 'Users', value: (row) => row.users },
    ]);
    expect(text).toBe(`Name,Users\r\n"Acme, Inc.",3\r\n'=cmd,0\r\n`);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], [{ header: 'Only', value: () => 'x' }])).toBe('Only\r\n');
  });
});

describe('toCsv read back', () => {
  const unit = fc.constantFrom(...'aZ9 ,;\t\r\n"\'=+-@.');
  const cell = fc.oneof(fc.string({ unit, maxLength: 8 }), fc.integer(), fc.double());
  const formulaSomewhere = /(^|[;\t\r\n]\s*)[=+\-@]|^[\t\r]/;

  it('gives every cell back, formula cells only with their apostrophes added', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell), { maxLength: 4 }), (rows) => {
        const columns = [0, 1, 2].map((index) => ({
          header: `c${index}`,
          value: (row: readonly unknown[]) => row[index],
        }));
        const read = parseCsv(toCsv(rows, columns));
        expect(read[0]).toEqual(['c0', 'c1', 'c2']);
        expect(read).toHaveLength(rows.length + 1);
        rows.forEach((row, index) =>
          row.forEach((value, column) => {
            const written = String(value);
            const back = read[index + 1]![column]!;
            if (typeof value === 'number' || !formulaSomewhere.test(written))
              expect(back).toBe(written);
            else expect(back.replaceAll("'", '')).toBe(written.replaceAll("'", ''));
          }),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('leaves no formula at the start of a field for a `;` or tab reader', () => {
    const text = fc.string({ unit, maxLength: 8 });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { maxLength: 3 }), (rows) => {
        const csv = toCsv(rows, [
          { header: 'a', value: (row) => row[0] },
          { header: 'b', value: (row) => row[1] },
        ]);
        for (const separator of [';', '\t'] as const) {
          for (const field of foreignFields(csv, separator)) expect(field).not.toMatch(/^[=+\-@]/);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('downloadCsv', () => {
  it('downloads a UTF-8 CSV blob under the given name', async () => {
    let blob: Blob | undefined;
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
      blob = value as Blob;
      return 'blob:test';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    try {
      downloadCsv('organizations', 'a,b\r\n');
      expect(clicked).toHaveLength(1);
      expect(clicked[0]?.download).toBe('organizations.csv');
      expect(clicked[0]?.getAttribute('href')).toBe('blob:test');
      expect(blob?.type).toBe('text/csv;charset=utf-8');
      // readAsText would drop the BOM, so look at the bytes.
      const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes.slice(3))).toBe('a,b\r\n');
      // Revoked on the next turn, after the click has used it.
      await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:test'));
      downloadCsv('report.CSV', 'x');
      expect(clicked[1]?.download).toBe('report.CSV');
    } finally {
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    }
  });
});
