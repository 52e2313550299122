/** `markdown`: how Markdown is read (the site's components, unified plugins, math, diagrams). */
import { anyValue, boolean, field, list, object, select, string, transform, withPlace, type Infer } from '../combinators.js';
import { isBoolean } from './common.js';

const componentsFolder = string({
  nonEmpty: true,
  pattern: /^(?!\/)(?!.*(^|\/)\.\.(\/|$))/,
  patternHint: 'Write a folder relative to the site root, like "src/components".',
});

/** A package name (`remark-toc`, `@scope/rehype-x`) or a file relative to the site root (`./plugins/x.mjs`). */
const PLUGIN_NAME = /^(\.{1,2}\/[^\0]+|(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w.@-]+)*)$/i;
const pluginName = string({
  nonEmpty: true,
  pattern: PLUGIN_NAME,
  patternHint: 'Write a package name ("remark-toc") or a file relative to the site root starting with "./" ("./plugins/my-plugin.mjs").',
});

const plugin = object({
  /** A package name (`remark-toc`, resolved from the site root) or a file relative to the site root (`./plugins/x.mjs`). */
  name: field(pluginName, { required: true }),
  /** Handed to the plugin as its options (plain YAML data). */
  options: field(anyValue()),
});

/** A unified plugin of the markdown stage: `- remark-toc`, or `- name: remark-toc` with `options:`; placed for messages about it. */
const markdownPlugin = withPlace(
  select([transform(pluginName, (name): Infer<typeof plugin> => ({ name })), plugin], (node) => (node?.kind === 'scalar' ? 0 : 1)),
);
export type MarkdownPluginConfig = Infer<typeof markdownPlugin>;

/** `$inline$` and `$$display$$` math, rendered with KaTeX at build time; `math: false` turns it off. */
const mathObject = object({
  enabled: field(boolean(), { default: true }),
  /** Invalid TeX is an error (true) or a warning, the source shown in red (false). */
  strict: field(boolean(), { default: true }),
});
const math = select([transform(boolean(), (enabled): Infer<typeof mathObject> => ({ enabled, strict: true })), mathObject], (node) =>
  isBoolean(node) ? 0 : 1,
);
export type MathOptions = Infer<typeof math>;

/** How Markdown is read. */
const markdownOptions = object({
  /**
   * Folder of the site's own MDX components, relative to the site root (`src/components`): each `.tsx` or `.jsx` file
   * directly in it whose name starts with a capital letter registers its default export under that name.
   */
  components: field(componentsFolder),
  /** remark plugins (Markdown syntax tree), run in this order after docgen's own, before the tree becomes HTML. */
  remarkPlugins: field(list(markdownPlugin), { default: () => [] }),
  /** rehype plugins (HTML syntax tree), run in this order after docgen's own (highlighting, math, diagrams). */
  rehypePlugins: field(list(markdownPlugin), { default: () => [] }),
  math: field(math, { default: () => ({ enabled: true, strict: true }) }),
  /** ```mermaid code blocks become diagrams (drawn in the browser, checked at build time). */
  mermaid: field(boolean(), { default: true }),
});
export type MarkdownOptions = Infer<typeof markdownOptions>;

export const markdown = field(markdownOptions, {
  default: () => ({ remarkPlugins: [], rehypePlugins: [], math: { enabled: true, strict: true }, mermaid: true }),
});
