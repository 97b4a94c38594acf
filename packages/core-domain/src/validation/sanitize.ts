import { stripEmoji } from './emoji';

/*
 * Free-text sanitising before sending (spec section 5 leaves the rules open). Every field:
 * NFC-normalised (the same text typed on different keyboards compares equal), emoji removed, control,
 * format, private-use, unassigned and lone-surrogate code points removed, length capped in code points
 * (a surrogate pair is never split).
 *
 * | field      | whitespace                         | trim | max code points |
 * |------------|------------------------------------|------|-----------------|
 * | company    | runs collapsed to one space        | yes  | 50              |
 * | email      | removed entirely                   | yes  | 254 (RFC 5321)  |
 * | searchKey  | runs collapsed to one space        | yes  | 50              |
 * | contactor  | runs collapsed to one space        | yes  | 20              |
 * | password   | kept as typed (spaces may be part) | no   | 64              |
 *
 * The password is otherwise left alone: silently changing a secret would lock the tenant out.
 */

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/gu;
const INVISIBLE_NOT_WHITESPACE = /(?!\s)[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/gu;
const WHITESPACE_RUN = /\s+/gu;

type WhitespaceRule = 'collapse' | 'remove' | 'keep';

interface FieldRule {
  whitespace: WhitespaceRule;
  trim: boolean;
  maxLength: number;
}

export const sanitizeRules = {
  company: { whitespace: 'collapse', trim: true, maxLength: 50 },
  email: { whitespace: 'remove', trim: true, maxLength: 254 },
  searchKey: { whitespace: 'collapse', trim: true, maxLength: 50 },
  contactor: { whitespace: 'collapse', trim: true, maxLength: 20 },
  password: { whitespace: 'keep', trim: false, maxLength: 64 },
} as const satisfies Record<string, FieldRule>;
export type SanitizedField = keyof typeof sanitizeRules;

function capCodePoints(text: string, max: number): string {
  const codePoints = Array.from(text);
  return codePoints.length <= max ? text : codePoints.slice(0, max).join('');
}

function cleanInvisible(text: string, whitespace: WhitespaceRule): string {
  // Invisible characters go before whitespace is collapsed (so "a \u200D b" gives one space), but control
  // whitespace such as a newline stays until then: between words it becomes a space, not nothing.
  let result = text.normalize('NFC').replace(INVISIBLE_NOT_WHITESPACE, '');
  if (whitespace === 'collapse') result = result.replace(WHITESPACE_RUN, ' ');
  if (whitespace === 'remove') result = result.replace(WHITESPACE_RUN, '');
  return result.replace(INVISIBLE, '').normalize('NFC');
}

/**
 * What the field rules check (core-domain's text schemas): NFC, invisible characters gone, whitespace runs one
 * space (`keepLines`: line breaks stay, as in a note), trimmed. Emoji stay, so a rule can refuse them by name.
 */
export function tidyText(text: string, keepLines = false): string {
  if (!keepLines) return cleanInvisible(text, 'collapse').trim();
  return text
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map((line) => cleanInvisible(line, 'collapse').trim())
    .join('\n')
    .trim();
}

function applyRule(text: string, rule: FieldRule): string {
  let result = cleanInvisible(stripEmoji(text.normalize('NFC')), rule.whitespace);
  if (rule.trim) result = result.trim();
  result = capCodePoints(result, rule.maxLength).normalize('NFC');
  return rule.trim ? result.trim() : result;
}

export function sanitizeField(field: SanitizedField, text: string): string {
  return applyRule(text, sanitizeRules[field]);
}

export const sanitizeCompany = (text: string): string => sanitizeField('company', text);
export const sanitizeEmail = (text: string): string => sanitizeField('email', text);
export const sanitizeSearchKey = (text: string): string => sanitizeField('searchKey', text);
export const sanitizeContactor = (text: string): string => sanitizeField('contactor', text);
export const sanitizePassword = (text: string): string => sanitizeField('password', text);
