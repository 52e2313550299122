/** A React style object as CSS text, the way React writes it: camelCase to kebab-case, `px` after unitful numbers. */
import type { JsonValue } from '@docgen/core';

/** React's properties whose numbers take no unit. */
const UNITLESS = new Set([
  'animationIterationCount',
  'aspectRatio',
  'borderImageOutset',
  'borderImageSlice',
  'borderImageWidth',
  'boxFlex',
  'boxFlexGroup',
  'boxOrdinalGroup',
  'columnCount',
  'columns',
  'flex',
  'flexGrow',
  'flexPositive',
  'flexShrink',
  'flexNegative',
  'flexOrder',
  'gridArea',
  'gridRow',
  'gridRowEnd',
  'gridRowSpan',
  'gridRowStart',
  'gridColumn',
  'gridColumnEnd',
  'gridColumnSpan',
  'gridColumnStart',
  'fontWeight',
  'lineClamp',
  'lineHeight',
  'opacity',
  'order',
  'orphans',
  'scale',
  'tabSize',
  'widows',
  'zIndex',
  'zoom',
  'fillOpacity',
  'floodOpacity',
  'stopOpacity',
  'strokeDasharray',
  'strokeDashoffset',
  'strokeMiterlimit',
  'strokeOpacity',
  'strokeWidth',
]);

function cssName(name: string): string {
  if (name.startsWith('--')) return name;
  return name.replace(/^ms([A-Z])/, '-ms-$1').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export function styleToCss(style: Record<string, JsonValue>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(style)) {
    if (value === null || typeof value === 'boolean' || value === '') continue;
    const text = typeof value === 'number' && value !== 0 && !UNITLESS.has(name) && !name.startsWith('--') ? `${value}px` : String(value);
    parts.push(`${cssName(name)}:${text}`);
  }
  return parts.join(';');
}
