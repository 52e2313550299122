/** Small builders of hast nodes, for the trees this package makes. */
import type { Element, ElementContent, Properties, Text } from 'hast';

export const element = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

export const text = (value: string): Text => ({ type: 'text', value });
