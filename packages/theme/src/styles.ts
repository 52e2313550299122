import { fileURLToPath } from 'node:url';

/** Absolute path of the theme's stylesheet entry; the build bundles and hashes it. */
export const themeStylesheet = fileURLToPath(new URL('../src/styles/theme.css', import.meta.url));
