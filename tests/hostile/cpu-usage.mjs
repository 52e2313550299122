// Loaded with `node --import` by the hostile-input tests: reports the process's CPU time (all threads) on file
// descriptor 3 when it exits, so a time limit can be checked on a shared, busy machine.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  try {
    writeSync(3, String(Math.round((user + system) / 1000)));
  } catch {
    // Not started by the tests.
  }
});
