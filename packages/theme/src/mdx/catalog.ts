/**
 * The theme's built-in MDX components, as data (no React here, so the link check can read it cheaply): the names
 * Docusaurus content uses and the modules it imports them from.
 */
import type { ComponentEntry } from '@docgen/core';

export const BUILTIN_COMPONENTS: readonly ComponentEntry[] = [
  { name: 'Admonition', modules: ['@theme/Admonition'] },
  { name: 'CodeBlock', modules: ['@theme/CodeBlock'] },
  { name: 'Details', modules: ['@theme/Details'] },
  { name: 'Link', modules: ['@docusaurus/Link'] },
  // react-player's default export and its per-provider entry points, drawn as a light video embed.
  { name: 'ReactPlayer', modules: ['react-player', 'react-player/lazy', 'react-player/youtube', 'react-player/vimeo', 'react-player/file'] },
  { name: 'TabItem', modules: ['@theme/TabItem'] },
  { name: 'Tabs', modules: ['@theme/Tabs'] },
];
