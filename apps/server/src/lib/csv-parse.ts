/**
 * A small RFC 4180 reader (no CSV package is installed): fields split by commas, records by CRLF or LF,
 * double-quoted fields may hold commas, line breaks and doubled quotes. A leading UTF-8 byte order mark is
 * dropped. Each record keeps the file line it starts on, so a bad row can be named by its line.
 */
export interface CsvRecord {
  /** The 1-based line of the file the record starts on. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

interface ReaderState {
  records: CsvRecord[];
  fields: string[];
  field: string;
  line: number;
  recordLine: number;
}

function endRecord(state: ReaderState) {
  state.fields.push(state.field);
  // A blank line (one empty field) is no record.
  if (!(state.fields.length === 1 && state.fields[0] === '')) {
    state.records.push({ line: state.recordLine, fields: state.fields });
  }
  state.fields = [];
  state.field = '';
}

/** Reads a quoted field starting after its opening quote; returns the index after its closing quote. */
function readQuoted(text: string, start: number, state: ReaderState): number {
  let i = start;
  for (;;) {
    if (i >= text.length) throw new CsvSyntaxError(state.recordLine, 'A quoted field is not closed');
    const ch = text[i]!;
    if (ch === '"') {
      if (text[i + 1] === '"') {
        state.field += '"';
        i += 2;
        continue;
      }
      return i + 1;
    }
    if (ch === '\n') state.line += 1;
    state.field += ch;
    i += 1;
  }
}

export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const state: ReaderState = { records: [], fields: [], field: '', line: 1, recordLine: 1 };
  let i = 0;
  let atFieldStart = true;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' && atFieldStart) {
      i = readQuoted(text, i + 1, state);
      atFieldStart = false;
      const next = text[i];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        throw new CsvSyntaxError(state.line, 'A quoted field must end at a comma or the end of the line');
      }
      continue;
    }
    if (ch === ',') {
      state.fields.push(state.field);
      state.field = '';
      atFieldStart = true;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord(state);
      state.line += 1;
      state.recordLine = state.line;
      atFieldStart = true;
    } else {
      state.field += ch;
      atFieldStart = false;
    }
    i += 1;
  }
  if (state.field !== '' || state.fields.length > 0) endRecord(state);
  return state.records;
}
