/**
 * The theme's texts with their descriptions, by id: what `docgen write-translations` writes to `i18n/<locale>/code.json`
 * (Node side only: the browser reads english.ts).
 */
import { DESCRIPTIONS } from './descriptions.js';
import { ENGLISH, type MessageId } from './english.js';

export type { MessageId, Messages } from './english.js';

export const MESSAGES = Object.fromEntries(
  (Object.keys(ENGLISH) as MessageId[]).map((id) => [id, { message: ENGLISH[id], description: DESCRIPTIONS[id] }]),
) as Record<MessageId, { message: string; description: string }>;
