/** The theme's translation table (`@docgen/theme/translations`): its texts, the built-in languages, reading them. */
export { MESSAGES, type MessageId, type Messages } from './messages.js';
export { ENGLISH } from './english.js';
export { BUILT_IN_LOCALES, builtInMessages, isBrowserMessage, stringOverrides, translationTable } from './table.js';
export { message, translate, translateNodes, type Strings } from './translate.js';
export { plural } from './plural.js';
