import { queryParamError, RestFailure } from './rest-error.ts';

const IDENTIFIER_CHAR = /[\p{L}\p{N}_ $]/u;

/**
 * A read position in one query-parameter value, for the small hand-written parsers of the
 * PostgREST grammar. Failures throw {@link RestFailure} with PostgREST's `PGRST100` shape:
 * message `"failed to parse <what> (<value>)" (line 1, column N)`, details naming the problem.
 */
export class Cursor {
  readonly text: string;
  /** What is being parsed, for messages: `filter`, `order`, `select parameter` … */
  readonly what: string;
  /** The value as the caller wrote it, for messages (defaults to `text`). */
  readonly shown: string;
  pos = 0;

  constructor(text: string, what: string, shown: string = text) {
    this.text = text;
    this.what = what;
    this.shown = shown;
  }

  /** Throws the `PGRST100` error for the current position. */
  fail(details: string, at: number = this.pos): never {
    throw new RestFailure(
      queryParamError(
        `"failed to parse ${this.what} (${this.shown})" (line 1, column ${at + 1})`,
        details,
      ),
    );
  }

  atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  peek(): string {
    return this.text[this.pos] ?? '';
  }

  startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.pos);
  }

  /** Consumes `token` when it is next; says whether it did. */
  eat(token: string): boolean {
    if (!this.startsWith(token)) return false;
    this.pos += token.length;
    return true;
  }

  /** Consumes `token` or fails with `expecting <expected>`. */
  expect(token: string, expected = `"${token}"`): void {
    if (!this.eat(token)) this.fail(`${this.unexpected()} expecting ${expected}`);
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  /** Parsec-style `unexpected "x"` / `unexpected end of input` for the current position. */
  unexpected(): string {
    return this.atEnd() ? 'unexpected end of input' : `unexpected ${JSON.stringify(this.peek())}`;
  }

  /** A `"…"` value with `\` escaping the next character; the cursor must be on the quote. */
  quoted(): string {
    const start = this.pos;
    this.pos += 1;
    let out = '';
    for (;;) {
      if (this.atEnd()) this.fail('unexpected end of input expecting closing quote (")', start);
      const ch = this.peek();
      this.pos += 1;
      if (ch === '"') return out;
      if (ch === '\\') {
        if (this.atEnd()) this.fail('unexpected end of input expecting escaped character');
        out += this.peek();
        this.pos += 1;
      } else {
        out += ch;
      }
    }
  }

  /**
   * A field name as PostgREST reads it: a quoted name, or runs of letters, digits, `_`, `$`
   * and spaces joined by `-` (not `->`), trimmed. Fails when there is none.
   */
  fieldName(): string {
    this.skipSpaces();
    if (this.peek() === '"') return this.quoted();
    const start = this.pos;
    for (;;) {
      while (!this.atEnd() && IDENTIFIER_CHAR.test(this.peek())) this.pos += 1;
      if (this.peek() === '-' && this.text[this.pos + 1] !== '>' && this.pos > start) {
        this.pos += 1;
        continue;
      }
      break;
    }
    const name = this.text.slice(start, this.pos).trim();
    if (name === '' || name.endsWith('-')) {
      this.pos = start;
      this.fail(`${this.unexpected()} expecting field name (* or [a..z0..9_$])`);
    }
    return name;
  }

  /** Fails unless the whole value has been read. */
  end(expected: string): void {
    this.skipSpaces();
    if (!this.atEnd()) this.fail(`${this.unexpected()} expecting ${expected}`);
  }
}
