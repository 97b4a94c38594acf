import { PersonInfoSchema, personInfoRequestOn } from '@aster/core-domain';
import { EMPTY_PERSON_INFO, personInfoValuesOf } from './personInfoForm';

describe('person_info form values', () => {
  it('start empty with an ID card, and the empty form asks for the name and the ID number only', () => {
    const issues = personInfoRequestOn('2026-11-21').safeParse(EMPTY_PERSON_INFO).error?.issues ?? [];
    expect(new Set(issues.map((issue) => issue.path[0]))).toEqual(new Set(['name', 'idNumber']));
  });

  it('are filled from saved details without the masked ID number', () => {
    const saved = PersonInfoSchema.parse({ name: '张三', idType: 'passport', idNumberMasked: 'E1*****78', phone: '138****8000', company: '阿斯特' });
    expect(personInfoValuesOf(saved)).toEqual({ ...EMPTY_PERSON_INFO, name: '张三', idType: 'passport', company: '阿斯特' });
  });
});
