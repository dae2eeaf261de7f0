// Test-only: two ways a spreadsheet reads the CSV the console writes. An RFC 4180 reader (a
// comma locale) and one whose locale splits at `;` or tab, which honours a quote only where its
// own field starts and ends a field at every line break.

/** The rows of an RFC 4180 text (CRLF or LF line ends; quotes with "" inside). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The starts of the fields a `;` or tab reader sees (a leading quote opens, so it goes). */
export function foreignFields(text: string, separator: ';' | '\t'): string[] {
  return text.split(new RegExp(`[${separator}\\r\\n]`)).map((field) => field.replace(/^"/, ''));
}
