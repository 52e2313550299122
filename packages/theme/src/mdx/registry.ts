/** The React side of the built-in MDX components (names as in `catalog.ts`). Rendered on the server only. */
import type { ComponentType } from 'react';
import { Admonition } from './Admonition.js';
import { CodeBlock } from './CodeBlock.js';
import { Details } from './Details.js';
import { DocLink } from './DocLink.js';
import { TabItem, Tabs } from './Tabs.js';
import { VideoEmbed } from './VideoEmbed.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const BUILTIN_IMPLEMENTATIONS: Record<string, ComponentType<any>> = {
  Admonition,
  CodeBlock,
  Details,
  Link: DocLink,
  ReactPlayer: VideoEmbed,
  TabItem,
  Tabs,
};
