/**
 * When the reader of a pipe goes away (`docgen check-links | head -1`), writes fail with EPIPE, emitted as an
 * 'error' event that would end the process with a stack trace. Unix tools stop writing quietly then: so does
 * docgen, which finishes its work and exits with the code it would have had (so `set -o pipefail` still sees a
 * failed check).
 */
export function ignoreClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    stream.write = () => true;
  });
}
