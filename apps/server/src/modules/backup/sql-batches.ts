/**
 * Cuts SQL text arriving in pieces (a dump file read as a stream) into batches of whole statements, so an
 * embedded database can run a dump of any size a few megabytes at a time instead of as one string
 * (docs/decisions/274-embedded-dump-in-pieces.md).
 *
 * A statement ends at a `;` outside every quoted thing PostgreSQL's lexer knows: string constants ('...', with
 * '' inside; E'...' also with backslash escapes), quoted identifiers ("..."), dollar-quoted bodies ($$...$$,
 * $tag$...$tag$), line comments (--) and nested block comments. Plain '...' strings take no backslash escapes:
 * pg_dump writes `SET standard_conforming_strings = on` first. A token that may continue past the text received
 * so far (a quote that may be doubled, a `$tag` without its closing `$`) waits for the next piece.
 */
type State =
  | { kind: 'code' }
  | { kind: 'string'; backslashEscapes: boolean }
  | { kind: 'identifier' }
  | { kind: 'line-comment' }
  | { kind: 'block-comment'; depth: number }
  | { kind: 'dollar'; delimiter: string };

const CODE: State = { kind: 'code' };
/** The characters that can start or end something in code: a statement's end, a quote, a comment, a dollar quote. */
const CODE_SPECIAL = /[';"$/-]/g;
const STRING_SPECIAL = /'/g;
const ESCAPE_STRING_SPECIAL = /['\\]/g;
const IDENTIFIER_SPECIAL = /"/g;
const COMMENT_TOKEN = /\/\*|\*\//g;
/** A dollar-quote delimiter: `$`, an optional tag (a letter, `_` or non-ASCII first, then also digits), `$`. */
const DOLLAR_DELIMITER = /\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/y;
/** The start of a delimiter whose closing `$` may still come. */
const DOLLAR_DELIMITER_START = /\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?/y;

/** Letters, digits, `_`, `$` and anything non-ASCII continue an identifier or keyword (PostgreSQL's ident_cont). */
function continuesIdentifier(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    code === 0x5f ||
    code === 0x24 ||
    code >= 0x80
  );
}

export const DEFAULT_BATCH_CHARS = 4 * 1024 * 1024;

export class SqlBatcher {
  private text = '';
  /** Where scanning resumes in `text`. */
  private scanned = 0;
  /** Where the batch being collected starts in `text` (just after the `;` that ended the last batch). */
  private batchStart = 0;
  private state: State = CODE;
  private batches: string[] = [];

  /** `batchChars`: a batch is cut at the first statement end at or after this many characters. */
  constructor(private readonly batchChars = DEFAULT_BATCH_CHARS) {
    if (!(batchChars >= 1)) throw new RangeError('batchChars must be at least 1');
  }

  /** Adds the next piece of text; returns the batches it completed (each ends with a statement's `;`). */
  push(piece: string): string[] {
    this.text += piece;
    this.scan(false);
    return this.takeBatches();
  }

  /** The text has ended: returns the last batches, the rest after the last `;` included when it is not blank. */
  end(): string[] {
    this.scan(true);
    if (this.state.kind !== 'code' && this.state.kind !== 'line-comment') {
      throw new Error(`The SQL ends inside ${describe(this.state)}: the dump is incomplete.`);
    }
    const rest = this.text.slice(this.batchStart);
    if (rest.trim() !== '') this.batches.push(rest);
    this.text = '';
    this.scanned = this.batchStart = 0;
    return this.takeBatches();
  }

  private takeBatches(): string[] {
    const taken = this.batches;
    this.batches = [];
    if (this.batchStart > 0) {
      this.text = this.text.slice(this.batchStart);
      this.scanned -= this.batchStart;
      this.batchStart = 0;
    }
    return taken;
  }

  private statementEnds(at: number): void {
    if (at - this.batchStart >= this.batchChars) {
      this.batches.push(this.text.slice(this.batchStart, at));
      this.batchStart = at;
    }
  }

  /** Scans `text` from `scanned` as far as it can be read for sure; `atEnd`: nothing follows. */
  private scan(atEnd: boolean): void {
    const length = this.text.length;
    let at = this.scanned;
    while (at < length) {
      const next = this.step(at, atEnd);
      // Waiting for more text: step() has set where to look again.
      if (next === null) return;
      at = next;
    }
    this.scanned = length;
  }

  /** Reads from `at` in the current state; the position to go on from, or null to wait for more text at `at`. */
  private step(at: number, atEnd: boolean): number | null {
    const state = this.state;
    switch (state.kind) {
      case 'code':
        return this.stepCode(at, atEnd);
      case 'string':
        return this.stepQuoted(at, atEnd, "'", state.backslashEscapes ? ESCAPE_STRING_SPECIAL : STRING_SPECIAL);
      case 'identifier':
        return this.stepQuoted(at, atEnd, '"', IDENTIFIER_SPECIAL);
      case 'line-comment': {
        const newline = this.text.indexOf('\n', at);
        if (newline < 0) return this.text.length;
        this.state = CODE;
        return newline + 1;
      }
      case 'block-comment':
        return this.stepBlockComment(at, atEnd, state);
      case 'dollar': {
        const close = this.text.indexOf(state.delimiter, at);
        if (close < 0) {
          // The delimiter may be cut by the end of this piece: look again from where it could begin.
          if (atEnd) return this.text.length;
          this.scanned = Math.max(at, this.text.length - state.delimiter.length + 1);
          return null;
        }
        this.state = CODE;
        return close + state.delimiter.length;
      }
    }
  }

  private stepCode(at: number, atEnd: boolean): number | null {
    const text = this.text;
    CODE_SPECIAL.lastIndex = at;
    const found = CODE_SPECIAL.exec(text);
    if (!found) return text.length;
    const i = found.index;
    const char = text[i];
    if (char === ';') {
      this.statementEnds(i + 1);
      return i + 1;
    }
    if (char === "'") {
      // E'...' (or e'...') takes backslash escapes; an E that ends a longer word (`name'`) is not that prefix.
      const escape =
        i > 0 &&
        (text[i - 1] === 'E' || text[i - 1] === 'e') &&
        (i < 2 || !continuesIdentifier(text.charCodeAt(i - 2)));
      this.state = { kind: 'string', backslashEscapes: escape };
      return i + 1;
    }
    if (char === '"') {
      this.state = { kind: 'identifier' };
      return i + 1;
    }
    if (char === '-' || char === '/') {
      if (i + 1 >= text.length) return atEnd ? text.length : this.wait(i);
      if (char === '-' && text[i + 1] === '-') this.state = { kind: 'line-comment' };
      else if (char === '/' && text[i + 1] === '*') this.state = { kind: 'block-comment', depth: 1 };
      else return i + 1;
      return i + 2;
    }
    // '$': inside a word it is part of the word (a$b); `$1` is a parameter; otherwise it may open a dollar quote.
    if (i > 0 && continuesIdentifier(text.charCodeAt(i - 1))) return i + 1;
    DOLLAR_DELIMITER.lastIndex = i;
    const delimiter = DOLLAR_DELIMITER.exec(text);
    if (delimiter) {
      this.state = { kind: 'dollar', delimiter: delimiter[0] };
      return i + delimiter[0].length;
    }
    DOLLAR_DELIMITER_START.lastIndex = i;
    const start = DOLLAR_DELIMITER_START.exec(text);
    if (!atEnd && start && i + start[0].length === text.length) return this.wait(i);
    return i + 1;
  }

  /** Inside '...', E'...' or "...": a doubled quote stays inside; a backslash (E'...' only) takes the next character. */
  private stepQuoted(at: number, atEnd: boolean, quote: string, special: RegExp): number | null {
    const text = this.text;
    special.lastIndex = at;
    const found = special.exec(text);
    if (!found) return text.length;
    const i = found.index;
    if (i + 1 >= text.length && !atEnd) return this.wait(i);
    if (text[i] === '\\') return i + 2;
    if (text[i + 1] === quote) return i + 2;
    this.state = CODE;
    return i + 1;
  }

  private stepBlockComment(at: number, atEnd: boolean, state: { kind: 'block-comment'; depth: number }): number | null {
    COMMENT_TOKEN.lastIndex = at;
    const found = COMMENT_TOKEN.exec(this.text);
    if (!found) {
      // A '/' or '*' at the very end may be half of the next token.
      if (atEnd) return this.text.length;
      this.scanned = Math.max(at, this.text.length - 1);
      return null;
    }
    const depth = state.depth + (found[0] === '/*' ? 1 : -1);
    this.state = depth === 0 ? CODE : { kind: 'block-comment', depth };
    return found.index + 2;
  }

  private wait(at: number): null {
    this.scanned = at;
    return null;
  }
}

function describe(state: State): string {
  switch (state.kind) {
    case 'string':
      return 'a quoted string';
    case 'identifier':
      return 'a quoted name';
    case 'block-comment':
      return 'a /* comment';
    case 'dollar':
      return `a ${state.delimiter}-quoted body`;
    default:
      return 'a statement';
  }
}
