/**
 * The search records of a build between the render stage and the index: appended to a file as pages are rendered,
 * read back one page at a time in page order, so the records' text is never all in memory. Each page is one line of
 * JSON; the spool keeps only where each line starts and ends.
 */
import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import type { RecordSpool, SearchRecord } from '@docgen/search';

export class FileSpool implements RecordSpool {
  private readonly fd: number;
  private size = 0;
  private readonly offsets: Float64Array;
  private readonly lengths: Int32Array;

  constructor(
    readonly file: string,
    pages: number,
  ) {
    this.fd = openSync(file, 'w+');
    this.offsets = new Float64Array(pages);
    this.lengths = new Int32Array(pages);
  }

  put(page: number, records: readonly SearchRecord[], json = JSON.stringify(records)): void {
    const line = Buffer.from(json);
    writeSync(this.fd, line, 0, line.length, this.size);
    this.offsets[page] = this.size;
    this.lengths[page] = line.length;
    this.size += line.length;
  }

  get(page: number): readonly SearchRecord[] | undefined {
    const json = this.json(page);
    return json === undefined ? undefined : (JSON.parse(json) as SearchRecord[]);
  }

  /** The records put for `page` as JSON text, or undefined when none were. */
  json(page: number): string | undefined {
    const length = this.lengths[page];
    if (!length) return undefined;
    const buffer = Buffer.allocUnsafe(length);
    readSync(this.fd, buffer, 0, length, this.offsets[page]);
    return buffer.toString('utf8');
  }

  /** Closes and deletes the file. */
  dispose(): void {
    closeSync(this.fd);
    rmSync(this.file, { force: true });
  }
}
