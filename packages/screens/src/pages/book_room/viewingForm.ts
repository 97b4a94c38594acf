import { type ViewingRequest, ViewingRequestSchema, containsEmoji, isValidPhone, sanitizeContactor, stripEmoji } from '@aster/core-domain';

export interface ViewingFormValues {
  date: string;
  timeSlot: string;
  contactName: string;
  contactPhone: string;
  note: string;
}

export type ViewingFormErrors = Partial<Record<keyof ViewingFormValues, string>>;

export const NOTE_MAX_LENGTH = 200;

export const viewingMessages = {
  time: '请选择看房时间',
  contactName: '请填写联系人',
  contactNameEmoji: '联系人不能包含表情符号',
  contactNameLong: '联系人最多20个字',
  contactPhone: '请输入正确的手机号',
  noteEmoji: '备注不能包含表情符号',
  noteLong: `备注最多${NOTE_MAX_LENGTH}个字`,
} as const;

/** What the note field keeps of what was typed: emoji dropped (the server refuses them), at most 200 characters. */
export function noteInput(text: string): string {
  return Array.from(stripEmoji(text)).slice(0, NOTE_MAX_LENGTH).join('');
}

/** Inline errors for "提交预约"; empty when the form can be sent. */
export function viewingFormErrors(values: ViewingFormValues): ViewingFormErrors {
  const errors: ViewingFormErrors = {};
  if (values.date === '' || values.timeSlot === '') errors.timeSlot = viewingMessages.time;
  const name = values.contactName.trim();
  if (name === '') errors.contactName = viewingMessages.contactName;
  else if (containsEmoji(name)) errors.contactName = viewingMessages.contactNameEmoji;
  else if (Array.from(name.replace(/\s+/g, ' ')).length > 20) errors.contactName = viewingMessages.contactNameLong;
  if (!isValidPhone(values.contactPhone)) errors.contactPhone = viewingMessages.contactPhone;
  if (containsEmoji(values.note)) errors.note = viewingMessages.noteEmoji;
  else if (Array.from(values.note).length > NOTE_MAX_LENGTH) errors.note = viewingMessages.noteLong;
  return errors;
}

/** The request for a valid form (check viewingFormErrors first): texts sanitised as core-domain says. */
export function viewingRequestOf(values: ViewingFormValues, houseId: string, requestId: string): ViewingRequest {
  return ViewingRequestSchema.parse({
    houseId,
    date: values.date,
    timeSlot: values.timeSlot,
    contactName: sanitizeContactor(values.contactName),
    contactPhone: values.contactPhone,
    note: noteInput(values.note).trim(),
    requestId,
  });
}
