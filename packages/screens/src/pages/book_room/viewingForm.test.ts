import { type ViewingFormValues, noteInput, viewingFormErrors, viewingMessages, viewingRequestOf } from './viewingForm';

const valid: ViewingFormValues = {
  date: '2026-11-23',
  timeSlot: '10:00-11:00',
  contactName: '张三',
  contactPhone: '13800138000',
  note: '下班后看房',
};

describe('viewingFormErrors', () => {
  it('accepts a complete form', () => {
    expect(viewingFormErrors(valid)).toEqual({});
  });

  it('asks for a time when no day or slot is picked', () => {
    expect(viewingFormErrors({ ...valid, timeSlot: '' }).timeSlot).toBe(viewingMessages.time);
    expect(viewingFormErrors({ ...valid, date: '' }).timeSlot).toBe(viewingMessages.time);
  });

  it('refuses an empty, emoji or over-long contact name', () => {
    expect(viewingFormErrors({ ...valid, contactName: '   ' }).contactName).toBe(viewingMessages.contactName);
    expect(viewingFormErrors({ ...valid, contactName: '张三😀' }).contactName).toBe(viewingMessages.contactNameEmoji);
    expect(viewingFormErrors({ ...valid, contactName: '张'.repeat(21) }).contactName).toBe(viewingMessages.contactNameLong);
    expect(viewingFormErrors({ ...valid, contactName: '张'.repeat(20) }).contactName).toBeUndefined();
  });

  it('refuses a phone that is not a mainland mobile', () => {
    for (const phone of ['', '1380013800', '23800138000', '138001380001']) {
      expect(viewingFormErrors({ ...valid, contactPhone: phone }).contactPhone).toBe(viewingMessages.contactPhone);
    }
  });

  it('refuses a note with emoji or longer than 200 characters, counting code points', () => {
    expect(viewingFormErrors({ ...valid, note: '好👍' }).note).toBe(viewingMessages.noteEmoji);
    expect(viewingFormErrors({ ...valid, note: '字'.repeat(201) }).note).toBe(viewingMessages.noteLong);
    expect(viewingFormErrors({ ...valid, note: '𠀀'.repeat(200) }).note).toBeUndefined();
  });
});

describe('noteInput', () => {
  it('drops emoji and caps the note at 200 characters without splitting a pair', () => {
    expect(noteInput('周末👨‍👩‍👧看房')).toBe('周末看房');
    expect(Array.from(noteInput('𠀀'.repeat(250)))).toHaveLength(200);
  });
});

describe('viewingRequestOf', () => {
  it('sends sanitised texts with the house and the request id', () => {
    const request = viewingRequestOf({ ...valid, contactName: ' 张  三 ', note: ' 备注 ' }, 'h000001', 'abcdefgh12');
    expect(request).toEqual({
      houseId: 'h000001',
      date: '2026-11-23',
      timeSlot: '10:00-11:00',
      contactName: '张 三',
      contactPhone: '13800138000',
      note: '备注',
      requestId: 'abcdefgh12',
    });
  });

  it('throws on a form that was not checked (a bug, not a tenant error)', () => {
    expect(() => viewingRequestOf({ ...valid, contactPhone: '1' }, 'h000001', 'abcdefgh12')).toThrow();
  });
});
