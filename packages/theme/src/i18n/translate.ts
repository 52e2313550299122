/**
 * Reading the translation table: a message by id (the table's, else the shell's built-in English) with its values put
 * in, (plural forms: plural.ts). Browser-safe: the runtime's islands use it too. Pages are
 * rendered with a complete table (`translationTable`); the browser's table holds the shell's texts of its locale that
 * differ from English (`ShellSite.strings`), over the English of english-shell.ts.
 */
import { Fragment, createElement, type ReactElement, type ReactNode } from 'react';
import type { MessageId } from './english.js';
import { SHELL_ENGLISH } from './english-shell.js';

/** Texts by id: a complete table, or the shell's texts of a locale where they differ from English (`ShellSite.strings`). */
export type Strings = Readonly<Record<string, string>>;

/**
 * A message: the table's, else the shell's English text (else its id: a text no table has, which a test looks for).
 * The search islands' English comes with them (`withSearchEnglish`).
 */
export function message(strings: Strings, id: MessageId): string {
  return strings[id] ?? (SHELL_ENGLISH as Record<string, string>)[id] ?? id;
}

/** `{name}` placeholders filled with text. */
export function translate(strings: Strings, id: MessageId, values: Record<string, string | number> = {}): string {
  return message(strings, id).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A value put into a sentence: text, an element, or the parts of another sentence (`translateParts`). */
export type Part = string | number | ReactElement;
export type PartValue = Part | Part[];

/**
 * A message's parts with `{name}` placeholders filled: text next to text is joined, so that a sentence renders as
 * one text node (React would separate two with a comment).
 */
export function translateParts(strings: Strings, id: MessageId, values: Record<string, PartValue>): Part[] {
  const out: Part[] = [];
  const push = (part: Part) => {
    const last = out[out.length - 1];
    if (typeof part !== 'object' && typeof last !== 'object' && last !== undefined) out[out.length - 1] = `${last}${part}`;
    else if (part !== '') out.push(part);
  };
  for (const piece of message(strings, id).split(/(\{\w+\})/)) {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    const value = name !== undefined && name in values ? values[name] : piece;
    for (const part of Array.isArray(value) ? value : [value]) push(part);
  }
  return out;
}

/** `{name}` placeholders filled with elements (a link inside a sentence). */
export function translateNodes(strings: Strings, id: MessageId, values: Record<string, PartValue>): ReactNode {
  const parts = translateParts(strings, id, values);
  return createElement(Fragment, null, ...parts.map((part, i) => (typeof part === 'object' ? createElement(Fragment, { key: i }, part) : part)));
}
