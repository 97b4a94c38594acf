import { z } from 'zod';
import { containsEmoji, stripEmoji } from './emoji';
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

/** Sent text longer than this (UTF-16 units) is refused outright by every text field, whatever its limit. */
const TEXT_HARD_CAP = 2000;

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
  /**
   * The message when the text holds an invisible character (see hasInvisible). Absent: they are silently tidied
   * away. A name shown to others sets it: tidying would save something other than what was typed and checked.
   */
  invisible?: string;
}

/**
 * Characters that draw nothing or reorder what is drawn: controls other than whitespace (NUL...), format
 * characters (bidi overrides and isolates, zero-width space and joiners, the BOM, soft hyphen), lone surrogates,
 * private-use and unassigned code points, and the Hangul fillers (letters that render blank).
 */
const INVISIBLE = /(?!\s)[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]|[\uFEFF\u115F\u1160\u3164\uFFA0]/u;

export function hasInvisible(text: string): boolean {
  return INVISIBLE.test(text);
}

function tidy(text: string, spacing: TextRule['spacing']): string {
  if (spacing === 'none') return tidyText(text).replace(/\s+/g, '');
  return tidyText(text, spacing === 'lines');
}

/**
 * A free-text field as one schema: invisible characters refused (when the rule says so), tidied (tidyText), then
 * checked in this order: required, emoji, length, pattern. Every failed check is an issue (the first is the one
 * to show), none aborts, so checks across fields still run and a form shows all its problems at once. The output is the tidied text: the app sends
 * and the server stores exactly what was checked.
 */
export function textField(rule: TextRule): z.ZodString {
  const { min, max, emoji, pattern, spacing, invisible } = rule;
  // A hard cap on the text as sent, far beyond what tidying could bring within the limit: a huge text is refused
  // before any other work.
  let schema = z.string().max(Math.max(TEXT_HARD_CAP, inputMaxLength(max.length) * 4), { message: max.message, abort: true });
  // Checked on the text as typed, before tidying removes what it looks for; the joiners and tags inside an emoji
  // are left to the emoji message.
  if (invisible !== undefined) schema = schema.refine((text) => !hasInvisible(stripEmoji(text)), invisible);
  schema = schema.overwrite((text) => tidy(text, spacing));
  if (min !== undefined) schema = schema.refine((text) => textLength(text) >= min.length, min.message);
  schema = schema
    .refine((text) => !containsEmoji(text), emoji)
    .refine((text) => textLength(text) <= max.length, max.message);
  if (pattern !== undefined) schema = schema.refine((text) => text === '' || pattern.regex.test(text), pattern.message);
  return schema;
}
