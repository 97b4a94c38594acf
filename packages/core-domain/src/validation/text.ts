import { z } from 'zod';
import { containsEmoji } from './emoji';
import { tidyText } from './sanitize';

/**
 * How long a text is, for every limit of the app and the server: Unicode code points of the NFC text.
 * Code points, not UTF-16 units (a rare character such as 𠮷 is one, not two) and not grapheme clusters
 * (their rules change with the Unicode version of each phone's engine, and emoji, where they differ most,
 * are refused anyway). The sanitisers cap by the same count.
 */
export function textLength(text: string): number {
  return Array.from(text.normalize('NFC')).length;
}

/**
 * The maxLength of a text input for a rule of `limit` characters. Inputs count UTF-16 units and a code point is at
 * most two of them, so the input never cuts a text the rule accepts; past the limit the rule's message tells the
 * tenant why, instead of keys that silently stop working.
 */
export function inputMaxLength(limit: number): number {
  return limit * 2;
}

/** A free-text field's rule; every message is what the tenant reads under the field. */
export interface TextRule {
  /** Longest text, and the message beyond it. */
  max: { length: number; message: string };
  /** Shortest text, and the message below it (a required field has length 1). Absent: may be left empty. */
  min?: { length: number; message: string };
  /** The message when the text holds an emoji: free text is shown where emoji cannot be drawn. */
  emoji: string;
  /** What else the text must look like once tidied, and the message when it does not. */
  pattern?: { regex: RegExp; message: string };
  /** Whitespace runs become one space (the default), or line breaks stay (a note), or all of it goes (an email). */
  spacing?: 'line' | 'lines' | 'none';
}

function tidy(text: string, spacing: TextRule['spacing']): string {
  if (spacing === 'none') return tidyText(text).replace(/\s+/g, '');
  return tidyText(text, spacing === 'lines');
}

/**
 * A free-text field as one schema: tidied (tidyText), then checked in this order: required, emoji, length,
 * pattern. Every failed check is an issue (the first is the one to show), none aborts, so checks across
 * fields still run and a form shows all its problems at once. The output is the tidied text: the app sends
 * and the server stores exactly what was checked.
 */
export function textField(rule: TextRule): z.ZodString {
  const { min, max, emoji, pattern, spacing } = rule;
  let schema = z.string().overwrite((text) => tidy(text, spacing));
  if (min !== undefined) schema = schema.refine((text) => textLength(text) >= min.length, min.message);
  schema = schema
    .refine((text) => !containsEmoji(text), emoji)
    .refine((text) => textLength(text) <= max.length, max.message);
  if (pattern !== undefined) schema = schema.refine((text) => text === '' || pattern.regex.test(text), pattern.message);
  return schema;
}
