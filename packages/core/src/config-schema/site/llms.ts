/** `llms`: output for AI readers (README, "AI-readable output"). */
import { boolean, field, object, select, transform, type Infer } from '../combinators.js';
import { isBoolean } from './common.js';

const written = object(
  {
    /** `/llms.txt`, `/llms-full.txt` and every page's Markdown at `/<route>.md`. */
    enabled: field(boolean()),
    /** A "Copy page" button on doc pages that copies the page's Markdown (needs `enabled`). */
    copyPage: field(boolean()),
  },
  {
    check: (v, report) => {
      if (v.copyPage === true && v.enabled === false) {
        report(
          `llms.copyPage needs llms.enabled: the "Copy page" button copies the page's Markdown file, which llms.enabled: false leaves out`,
          'Remove copyPage (it follows enabled), or set enabled: true.',
          'copyPage',
        );
      }
    },
  },
);
type Settings = Required<Infer<typeof written>>;

/**
 * `llms: false`, or `{enabled, copyPage}`. The button copies the page's Markdown file, so it needs the files:
 * `copyPage` follows `enabled` unless written, and written `true` beside `enabled: false` is an error at it.
 */
const llmsOptions = select(
  [
    transform(boolean(), (enabled): Settings => ({ enabled, copyPage: enabled })),
    transform(written, ({ enabled = true, copyPage = enabled }): Settings => ({ enabled, copyPage })),
  ],
  (node) => (isBoolean(node) ? 0 : 1),
);
export type LlmsOptions = Infer<typeof llmsOptions>;

export const llms = field(llmsOptions, { default: () => ({ enabled: true, copyPage: true }) });
