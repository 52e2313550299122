/**
 * The site's own unified plugins (`markdown.remarkPlugins`, `markdown.rehypePlugins`), run under a guard: a plugin
 * that throws on a file becomes one error at that file (at the place the plugin gave, if any) naming the plugin, and
 * a plugin that throws when it is set up (bad options) a `MarkdownPluginError` naming it.
 */
import type { Processor } from 'unified';
import type { VFile } from 'vfile';

/** A plugin as loaded: its name as the configuration writes it, its attacher (the module's default export), options. */
export interface UserPlugin {
  kind: 'remark' | 'rehype';
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  attacher: (this: Processor, options?: any) => unknown;
  options?: unknown;
}

/** A plugin that could not be set up; `plugin` is its name as configured. */
export class MarkdownPluginError extends Error {
  override name = 'MarkdownPluginError';
  constructor(
    readonly plugin: Pick<UserPlugin, 'kind' | 'name'>,
    readonly reason: string,
  ) {
    super(`${plugin.kind} plugin "${plugin.name}" ${reason}`);
  }
}

/** Any syntax tree (mdast for remark plugins, hast for rehype plugins). */
interface Node {
  type: string;
}

type Place = { line: number; column: number } | { start: { line: number; column: number } };

/** The place an error names: a VFileMessage's, a node position, or line and column fields. */
function placeOf(error: unknown): Place | undefined {
  const e = error as { place?: unknown; position?: unknown; line?: unknown; column?: unknown };
  const candidate = e.place ?? e.position;
  if (candidate && typeof candidate === 'object' && ('start' in candidate || 'line' in candidate)) return candidate as Place;
  if (typeof e.line === 'number') return { line: e.line, column: typeof e.column === 'number' ? e.column : 1 };
  return undefined;
}

function reasonOf(error: unknown): string {
  const e = error as { reason?: unknown; message?: unknown };
  return String(e.reason ?? e.message ?? error).split('\n')[0];
}

/** A unified transformer: it returns a tree, a promise of one, or calls `next` (when it takes three parameters). */
type UserTransformer = (tree: Node, file: VFile, next?: (e?: unknown, t?: Node) => void) => Node | undefined | Promise<Node | undefined>;

function runTransformer(transformer: UserTransformer, tree: Node, file: VFile): Promise<Node | undefined> {
  if (transformer.length >= 3) {
    return new Promise((resolve, reject) => {
      transformer(tree, file, (e, t) => (e ? reject(e) : resolve(t)));
    });
  }
  return Promise.resolve(transformer(tree, file));
}

/** The unified plugin that runs `plugin` under the guard. */
export function guardedPlugin(plugin: UserPlugin) {
  return function guarded(this: Processor) {
    let transformer: unknown;
    try {
      transformer = plugin.options === undefined ? plugin.attacher.call(this) : plugin.attacher.call(this, plugin.options);
    } catch (e) {
      throw new MarkdownPluginError(plugin, `could not be set up: ${reasonOf(e)}`);
    }
    if (typeof transformer !== 'function') return undefined;
    return async (tree: Node, file: VFile) => {
      try {
        return await runTransformer(transformer as UserTransformer, tree, file);
      } catch (e) {
        // `file.fail` both records its message and throws it: the plugin's error is reported once, as the guard's.
        const recorded = file.messages.indexOf(e as never);
        if (recorded >= 0) file.messages.splice(recorded, 1);
        const message = file.message(`${plugin.kind} plugin "${plugin.name}" failed: ${reasonOf(e)}`, {
          place: placeOf(e) as never,
          ruleId: 'markdown/plugin-failed',
          source: plugin.name,
        });
        message.note = `The plugin threw while working on this file; fix what it complains about, or check the plugin's options in site.config.yaml (markdown.${plugin.kind}Plugins).`;
        message.fatal = true;
        return tree;
      }
    };
  };
}
