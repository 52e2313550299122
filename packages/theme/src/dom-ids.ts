/**
 * Element ids shared by the server's HTML and the browser runtime. Ids begin with a letter, as HTML validators
 * expect of hand-written ids.
 */
/** The element the shell is rendered into and hydrated from. */
export const ROOT_ID = 'docgen-root';
/** The inline JSON script carrying the shell's props for hydration (the browser contract's id). */
export { EMBEDDED_DATA_ID as DATA_ID } from '@docgen/core/browser';
/** The page's main landmark: the skip link's target, focused after a client navigation. */
export const MAIN_ID = 'main';
