/** Last-update times from git: one `git log` for the whole build, never one call per file. */
import { execFile } from 'node:child_process';

/**
 * Maps each path (relative to `root`, forward slashes) under `dirs` to the commit time (epoch ms)
 * of the newest commit that touched it. Resolves to an empty map outside a git work tree or without git.
 */
export function readGitTimes(root: string, dirs: string[]): Promise<Map<string, number>> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-C', root, 'log', '--format=%x00%ct', '--name-only', '--no-renames', '--relative', '--', ...dirs],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, stdout) => resolve(error ? new Map() : parseGitLog(stdout)),
    );
  });
}

/** Parses `git log --format=%x00%ct --name-only` output; the first (newest) time seen for a path wins. */
export function parseGitLog(output: string): Map<string, number> {
  const times = new Map<string, number>();
  for (const commit of output.split('\0')) {
    const lines = commit.split('\n');
    const seconds = Number(lines[0]);
    if (!Number.isFinite(seconds) || lines[0] === '') continue;
    for (let i = 1; i < lines.length; i++) {
      const path = lines[i].trim();
      if (path && !times.has(path)) times.set(path, seconds * 1000);
    }
  }
  return times;
}
