import { csvField, downloadCsv, toCsv } from './csv';

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
    expect(csvField('x, +1')).toBe(`"x, '+1"`);
    expect(csvField('semi;colon')).toBe('"semi;colon"');
    // Read with any of the three separators, no field starts with a formula character.
    const row = toCsv([{ v: 'Acme;  -2+3;@x,=y' }], [{ header: 'v', value: (r) => r.v }]);
    for (const separator of [',', ';', '\t']) {
      for (const field of row.split('\r\n')[1]!.replace(/^"|"$/g, '').split(separator))
        expect(field.trimStart()).not.toMatch(/^[=+\-@]/);
    }
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
      const bytes = await new Promise<Uint8Array>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
        reader.readAsArrayBuffer(blob as Blob);
      });
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes.slice(3))).toBe('a,b\r\n');
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(revoke).toHaveBeenCalledWith('blob:test');
      downloadCsv('report.CSV', 'x');
      expect(clicked[1]?.download).toBe('report.CSV');
    } finally {
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    }
  });
});
