import { VIEWING_NOTE_MAX_LENGTH, ViewingRequestSchema, stripEmoji, textLength } from '@aster/core-domain';

/** What the tenant fills in on book_room: core-domain's viewing request without the house and the request id. */
export const ViewingFormSchema = ViewingRequestSchema.pick({ date: true, timeSlot: true, contactName: true, contactPhone: true, note: true });

/** What the note field keeps of what was typed: emoji dropped (the rule refuses them), at most 200 characters as core-domain counts them. */
export function noteInput(text: string): string {
  const kept = stripEmoji(text).normalize('NFC');
  return textLength(kept) <= VIEWING_NOTE_MAX_LENGTH ? kept : Array.from(kept).slice(0, VIEWING_NOTE_MAX_LENGTH).join('');
}
