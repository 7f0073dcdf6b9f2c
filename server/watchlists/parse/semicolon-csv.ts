import { WATCHLIST_MESSAGES, WatchlistFileError } from '../watchlist-entry.ts';

/** One record of the file and the line it starts on (from 1), for the messages about malformed rows. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * A streaming reader of the CGU's CSV: `;` between fields, fields optionally in double quotes ("" inside quotes is a
 * quote; a quoted field may hold `;` and line breaks), CRLF or LF. Text arrives in pieces of any size (a piece may
 * end inside a field); each push answers the records it completed. Written here because no CSV parser is among the
 * dependencies; the rules are RFC 4180's with `;`.
 */
export class SemicolonCsvReader {
  private field = '';
  private fields: string[] = [];
  private records: CsvRecord[] = [];
  private inQuotes = false;
  /** The last character was the closing quote of a quoted field (a following quote means a literal one). */
  private quoteClosed = false;
  private pendingCr = false;
  private line = 1;
  private recordLine = 1;
  private sawAny = false;

  push(text: string): CsvRecord[] {
    for (let i = 0; i < text.length; i++) this.take(text.charCodeAt(i), text[i] as string);
    const done = this.records;
    this.records = [];
    return done;
  }

  /** The end of the file: the last record, or a refusal when a quoted field never closed (a truncated file). */
  end(): CsvRecord[] {
    if (this.inQuotes) throw new WatchlistFileError(WATCHLIST_MESSAGES.unclosedQuote);
    if (this.sawAny) this.finishRecord();
    const done = this.records;
    this.records = [];
    return done;
  }

  private take(code: number, char: string): void {
    if (this.pendingCr) {
      this.pendingCr = false;
      if (code === 10) return;
    }
    if (this.inQuotes) {
      if (code === 34) {
        this.inQuotes = false;
        this.quoteClosed = true;
      } else {
        if (code === 10) this.line++;
        this.field += char;
      }
      return;
    }
    if (code === 34) {
      // A quote right after a closing quote is an escaped quote; a quote at the start of a field opens it.
      if (this.quoteClosed) this.field += '"';
      else if (this.field === '') this.sawAny = true;
      else {
        this.field += char;
        return;
      }
      this.inQuotes = true;
      this.quoteClosed = false;
      return;
    }
    this.quoteClosed = false;
    if (code === 59) {
      this.sawAny = true;
      this.fields.push(this.field);
      this.field = '';
      return;
    }
    if (code === 13 || code === 10) {
      if (code === 13) this.pendingCr = true;
      if (this.sawAny || this.field !== '') this.finishRecord();
      this.line++;
      this.recordLine = this.line;
      return;
    }
    this.sawAny = true;
    this.field += char;
  }

  private finishRecord(): void {
    this.fields.push(this.field);
    this.records.push({ line: this.recordLine, fields: this.fields });
    this.fields = [];
    this.field = '';
    this.sawAny = false;
  }
}
