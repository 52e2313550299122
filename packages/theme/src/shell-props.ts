/** The shell's props are part of the browser contract (`@docgen/core`'s browser-contract.ts): the runtime hydrates from them. */
export type { ShellProps, ShellSite, ShellVersion } from '@docgen/core';
