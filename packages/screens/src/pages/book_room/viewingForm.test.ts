import { textLength } from '@aster/core-domain';
import fc from 'fast-check';
import { ViewingFormSchema, noteInput } from './viewingForm';

const valid = { date: '2026-11-23', timeSlot: '10:00-11:00', contactName: '张三', contactPhone: '13800138000', note: '下班后看房' };

describe('noteInput', () => {
  it('drops emoji and caps the note at 200 characters without splitting a pair', () => {
    expect(noteInput('周末👨‍👩‍👧看房')).toBe('周末看房');
    expect(Array.from(noteInput('𠀀'.repeat(250)))).toHaveLength(200);
  });

  it('always leaves a note the viewing schema accepts (the field and the rule count the same way)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (typed) => {
        const note = noteInput(typed);
        expect(textLength(note)).toBeLessThanOrEqual(200);
        expect(ViewingFormSchema.safeParse({ ...valid, note }).error?.issues.filter((issue) => issue.path[0] === 'note') ?? []).toEqual([]);
      }),
    );
  });
});

describe('ViewingFormSchema', () => {
  it('is the form part of the request: no house or request id asked of the tenant', () => {
    expect(ViewingFormSchema.parse({ ...valid, contactName: ' 张  三 ' })).toEqual({ ...valid, contactName: '张 三' });
  });
});
