/**
 * The build's worker threads: a pool sized to the cores, or no threads at all (`threads: 0`), which runs the same
 * task functions on the calling thread, so output is the same either way. A parse that runs past its time limit
 * ends its worker (the pool starts another) and rejects with `ParseTimeoutError`; inline parses have no limit.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type Tinypool from 'tinypool';
import type { HighlightTask, ParseResult, ParseTask, RenderJobResult, RenderTask } from './worker-tasks.js';

export interface WorkersOptions {
  /**
   * Worker threads; 0 runs every task on the calling thread. Default: one per core, fewer for little work (see
   * `plan`); a number given here is used as it is.
   */
  threads?: number;
  /** The old generation of each thread in MB, at most (default `OLD_GENERATION_MB`); a task that runs out is run again without it. */
  oldGenerationMb?: number;
  /**
   * Milliseconds a file's parse may take before its worker is ended. Default 10 s. The clock runs only while the
   * parse runs, and on a machine busier than its cores it is stretched by the load (see `loadFactor`), so a
   * shared CI runner does not stop a parse that is merely waiting for a core (unless `stretchForLoad` is false).
   */
  parseTimeLimitMs?: number;
  /** Milliseconds a page's code blocks may take to highlight, clocked and stretched as a parse is. Default: the parse's. */
  highlightTimeLimitMs?: number;
  stretchForLoad?: boolean;
  /** Keep one thread ready between tasks (the dev server: a save is parsed without starting a thread). */
  keepAlive?: boolean;
}

export interface Workers {
  /** Threads the pool has, or will have when it starts. */
  readonly threads: number;
  /**
   * Tells the pool, before its first task, how many pages it is about to take: a small site gets fewer threads
   * than cores (see `PAGES_PER_THREAD`). Once the pool runs, its size stays.
   */
  plan(pages: number): void;
  parse(task: ParseTask): Promise<ParseResult>;
  /**
   * Highlights code blocks into the content store, on threads of their own (see `highlightThreads`), while the parse
   * threads go on parsing. Rejects with `HighlightTimeoutError` past the time limit (`highlightTimeLimitMs`).
   */
  highlight(task: HighlightTask): Promise<void>;
  /** Ends the highlighting threads once the parse stage is done, so their memory is free for rendering (not `keepAlive`). */
  parsed(): Promise<void>;
  render(task: RenderTask): Promise<RenderJobResult[]>;
  close(): Promise<void>;
}

/** A parse ended because it took longer than the time limit. */
export class ParseTimeoutError extends Error {
  override name = 'ParseTimeoutError';
  constructor(
    readonly file: string,
    /** The limit for the file's length (see `timeLimitFor`). */
    readonly limitMs: number,
    /** The limit after stretching it for the machine's load. */
    readonly effectiveMs = limitMs,
  ) {
    const stretched = effectiveMs > limitMs ? ` (the ${Math.round(limitMs / 100) / 10} s limit, stretched for a busy machine)` : '';
    super(`parsing ${file} took longer than ${Math.round(effectiveMs / 100) / 10} s${stretched}`);
  }
}

/** Highlighting a page's code blocks took longer than the time limit. */
export class HighlightTimeoutError extends Error {
  override name = 'HighlightTimeoutError';
  constructor(readonly effectiveMs: number) {
    super(`highlighting took longer than ${Math.round(effectiveMs / 100) / 10} s`);
  }
}

export const DEFAULT_PARSE_TIME_LIMIT_MS = 10_000;

/**
 * The characters a task's time limit is for. Parsing takes time in proportion to a page's length, so a longer page
 * gets as much again for each of these it has (a page of 6.4 million characters, 64 s): a page that is merely long
 * parses, and one that is slow for its length (what the nesting limits do not foresee) is still stopped.
 */
export const TIME_LIMIT_CHARACTERS = 1_000_000;

/** The time limit of a task over `characters` of text: `limitMs` per `TIME_LIMIT_CHARACTERS`, and at least `limitMs`. */
export function timeLimitFor(limitMs: number, characters: number): number {
  return Math.round(limitMs * Math.max(1, characters / TIME_LIMIT_CHARACTERS));
}

/**
 * Threads that highlight code for `parseThreads` parse threads: one, and one more for each three more. A parse
 * thread then never loads shiki, and a block repeated across pages is highlighted once; highlighting is about a
 * third of parsing this site's pages, so one thread keeps up with three.
 */
export function highlightThreads(parseThreads: number): number {
  return Math.max(1, Math.ceil(parseThreads / 3));
}

/**
 * Parsing and rendering allocate many short-lived objects: a young generation larger than V8's default (16 MB
 * semi-spaces) means fewer scavenges. Measured on this site's docs, parsed three times over on one thread: about a
 * quarter less CPU time with 32 MB semi-spaces (see ARCHITECTURE.md).
 */
const YOUNG_GENERATION_MB = 96;

/**
 * The old generation of a build thread, at most. A thread holds about 40 MB that lives (the parser, the grammars,
 * the renderer), but V8 lets the heap grow to six times that before collecting it, and two such threads were most of
 * a build's memory (see ARCHITECTURE.md). A large page gets a thread of its own (see `LARGE_PAGE_CHARACTERS`); a task
 * that still runs out is run again on a thread without the limit.
 */
export const OLD_GENERATION_MB = 256;

/**
 * A page longer than this is parsed (its code highlighted) on the thread without the heap limit. A task holds its
 * page's trees whole, and what they take per character varies with the content (a page of headings alone takes
 * three times what a page of short sections does): a page of a few million characters runs a bounded thread out of
 * memory or spends its time collecting garbage just under the limit, and a thread that runs out while it builds a
 * long string takes the whole process down rather than end alone. That thread has V8's own limit, as the main
 * thread does; the length of a page is bounded (see `MAX_PAGE_CHARACTERS` in @docgen/markdown) by what it takes.
 */
export const LARGE_PAGE_CHARACTERS = 500_000;

/** A page whose content tree takes more than this as JSON in the content store is rendered on that thread too. */
export const LARGE_TREE_BYTES = 8_000_000;

/** How many times more runnable work than cores the machine has had over the last minute (at least 1). */
export function loadFactor(load = os.loadavg()[0], cores = os.availableParallelism()): number {
  return Math.max(1, load / Math.max(1, cores));
}

/**
 * Pages each thread should have to parse or render: a thread more is started for each this many. Every thread
 * loads and warms up its own parser and renderer (V8 compiles the same code in each), which costs about as much CPU
 * time as parsing a hundred pages of this site: cold builds on 2 cores with one thread and with two broke even at
 * about 200 pages (see ARCHITECTURE.md).
 */
export const PAGES_PER_THREAD = 100;

/** Threads worth starting on this machine: one per core the process may use. */
export function defaultThreads(): number {
  return Math.max(1, os.availableParallelism());
}

// From `src/` (tests run the sources) and from `dist/` alike, the worker is the compiled one: threads cannot load
// TypeScript. The compile step bundles it into one file (scripts/bundle-worker.mjs), which starts faster.
const BUNDLED_WORKER_FILE = fileURLToPath(new URL('../../dist/worker.bundle.js', import.meta.url));
const WORKER_FILE = existsSync(BUNDLED_WORKER_FILE) ? BUNDLED_WORKER_FILE : fileURLToPath(new URL('../../dist/workers/worker.js', import.meta.url));

export function createWorkers(options: WorkersOptions = {}): Workers {
  const most = options.threads ?? defaultThreads();
  const limit = options.parseTimeLimitMs ?? DEFAULT_PARSE_TIME_LIMIT_MS;
  if (most === 0) return inlineWorkers();
  let threads = most;
  let pool: Promise<Tinypool> | undefined;
  let roomy: Promise<Tinypool> | undefined;
  let highlighters: Promise<Tinypool> | undefined;
  const newPool = (size: number, oldGenerationMb: number | undefined) =>
    import('tinypool').then(
      ({ default: Pool }) =>
        new Pool({
          filename: WORKER_FILE,
          execArgv: compiledExecArgv(),
          resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: oldGenerationMb },
          minThreads: options.keepAlive ? 1 : size,
          maxThreads: size,
          idleTimeout: 60_000,
        }),
    );
  // Started on first use: a build whose pages are all cached never starts a thread. The pool keeps its threads (a
  // thread ended by a time limit is replaced at once: with fewer, tasks queued behind the ended one could wait for
  // ever), until `close`; the dev server's keeps one.
  const started = () => (pool ??= newPool(threads, options.oldGenerationMb ?? OLD_GENERATION_MB));
  // A task that ran out of memory under the limit runs again once on a thread of its own without it.
  const withoutLimit = () => (roomy ??= newPool(1, undefined));
  const retriedOutOfMemory = async <T>(run: (pool: Tinypool) => Promise<T>, first: () => Promise<Tinypool> = started): Promise<T> => {
    try {
      return await run(await first());
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ERR_WORKER_OUT_OF_MEMORY' || first === withoutLimit) throw e;
      return run(await withoutLimit());
    }
  };
  const stretched = (ms: number) => (options.stretchForLoad !== false ? Math.round(ms * loadFactor()) : ms);
  /** Runs `run` on the thread without the heap limit when its task is a large page's, else on `pool`. */
  const sized = <T>(large: boolean | undefined, run: (pool: Tinypool) => Promise<T>, pool: () => Promise<Tinypool> = started) =>
    retriedOutOfMemory(run, large ? withoutLimit : pool);
  return {
    get threads() {
      return threads;
    },
    plan(pages) {
      if (!pool && options.threads === undefined) threads = Math.min(most, Math.max(1, Math.floor(pages / PAGES_PER_THREAD)));
    },
    parse(task) {
      const characters = task.source.text.length;
      const fileLimit = timeLimitFor(limit, characters);
      return sized(characters > LARGE_PAGE_CHARACTERS, (running) => parseOn(running, task, fileLimit, stretched(fileLimit)));
    },
    async highlight(task) {
      const characters = task.blocks.reduce((sum, block) => sum + block.code.length, 0);
      const effective = stretched(timeLimitFor(options.highlightTimeLimitMs ?? limit, characters));
      await sized(
        characters > LARGE_PAGE_CHARACTERS,
        async (running) => {
          if ((await runTimed(running, 'highlight', task, effective)) === TIMED_OUT) throw new HighlightTimeoutError(effective);
        },
        () => (highlighters ??= newPool(highlightThreads(threads), options.oldGenerationMb ?? OLD_GENERATION_MB)),
      );
    },
    async parsed() {
      if (options.keepAlive || !highlighters) return;
      const ending = highlighters;
      highlighters = undefined;
      await (await ending).destroy();
    },
    render: (task) => sized(task.large, async (running) => (await running.run(task, { name: 'render' })) as RenderJobResult[]),
    async close() {
      const pools = [pool, roomy, highlighters];
      pool = roomy = highlighters = undefined;
      await Promise.all(pools.map(async (p) => p && (await p).destroy()));
    },
  };
}

const TIMED_OUT = Symbol('timed out');

/**
 * Runs task `name` on a thread of `pool`, ended after `limitMs`. The clock starts when the worker says the task
 * began (through the `started` port the task gets): not while the task waits in the queue, nor while a new thread
 * loads the parser. A task that runs out of time ends its worker (the pool starts another).
 */
async function runTimed<T extends object>(pool: Tinypool, name: string, task: T, limitMs: number): Promise<unknown> {
  const stop = new AbortController();
  const { port1, port2 } = new MessageChannel();
  let timer: NodeJS.Timeout | undefined;
  port1.once('message', () => {
    timer = setTimeout(() => stop.abort(), limitMs);
  });
  try {
    return await pool.run({ ...task, started: port2 }, { name, signal: stop.signal, transferList: [port2] });
  } catch (e) {
    if (stop.signal.aborted) return TIMED_OUT;
    throw e;
  } finally {
    clearTimeout(timer);
    port1.close();
  }
}

/** Parses a file on a thread of `pool` under the time limit (`effective`: stretched for the machine's load). */
async function parseOn(pool: Tinypool, task: ParseTask, limit: number, effective: number): Promise<ParseResult> {
  const result = await runTimed(pool, 'parse', task, effective);
  if (result === TIMED_OUT) throw new ParseTimeoutError(task.source.path, limit, effective);
  return result as ParseResult;
}

/**
 * Node options for the threads: inherited as they are (undefined), unless they hold `--conditions docgen-source`: a
 * test run resolves docgen's packages to their TypeScript sources, which a worker thread (plain Node) cannot load, so
 * its threads get the options without it and run the compiled code. (Options passed explicitly must be ones a
 * thread accepts; V8 options such as `--max-old-space-size` are only accepted when inherited.)
 */
function compiledExecArgv(argv = process.execArgv): string[] | undefined {
  const source = (arg: string, next?: string) =>
    ((arg === '--conditions' || arg === '-C') && next === 'docgen-source') || arg === '--conditions=docgen-source' || arg === '-C=docgen-source';
  if (!argv.some((arg, i) => source(arg, argv[i + 1]))) return undefined;
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (source(argv[i], argv[i + 1])) {
      if (!argv[i].includes('=')) i++;
    } else if (!/^--(max|min)-[\w-]+|^--stack-size/.test(argv[i])) out.push(argv[i]);
  }
  return out;
}

function inlineWorkers(): Workers {
  const tasks = import('./worker-tasks.js');
  return {
    threads: 0,
    plan: () => undefined,
    parse: async (task) => (await tasks).parseTask(task),
    highlight: async (task) => (await tasks).highlightTask(task),
    parsed: async () => undefined,
    render: async (task) => (await tasks).renderTask(task),
    close: async () => undefined,
  };
}
