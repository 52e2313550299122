/**
 * The shell's texts of the page's locale, for the runtime's own small pieces (the spinner and retry button of parts
 * loaded on demand). Set once at start: a page never changes locale without a full load.
 */
import { translate, type MessageId, type Strings } from '@docgen/theme/browser';

let strings: Strings = {};

export function setPageStrings(value: Strings): void {
  strings = value;
}

export function pageText(id: MessageId): string {
  return translate(strings, id);
}
