import { type PersonInfoValues, idNumberError, isValidIdCard, personInfoErrors, personInfoMessages, personInfoRequestOf } from './personInfoForm';

const TODAY = '2026-11-21';

// A well-formed test number (checksum correct, birth date 1990-03-07), not a real person's.
const ID = '11010519900307283X';

const valid: PersonInfoValues = {
  name: '张三',
  idType: 'id_card',
  idNumber: ID,
  email: 'zhang@example.com',
  emergencyContactName: '李四',
  emergencyContactPhone: '13900139000',
  occupation: '工程师',
  company: '上海某某科技有限公司',
};

describe('isValidIdCard', () => {
  it('accepts a correct number, lower-case x included', () => {
    expect(isValidIdCard(ID, TODAY)).toBe(true);
    expect(isValidIdCard(ID.toLowerCase(), TODAY)).toBe(true);
  });

  it('refuses a wrong check character, a wrong length, and an impossible birth date', () => {
    expect(isValidIdCard('110105199003072831', TODAY)).toBe(false);
    expect(isValidIdCard(ID.slice(0, 17), TODAY)).toBe(false);
    // 1990-02-30 does not exist (check character recomputed would not save it).
    expect(isValidIdCard('110105199002302838', TODAY)).toBe(false);
    expect(isValidIdCard('abc', TODAY)).toBe(false);
  });
});

describe('idNumberError', () => {
  it('applies the rule of the chosen ID type', () => {
    expect(idNumberError('id_card', ' ', TODAY)).toBe(personInfoMessages.idNumber);
    expect(idNumberError('id_card', '123456', TODAY)).toBe(personInfoMessages.idCard);
    expect(idNumberError('passport', 'E12345678', TODAY)).toBeNull();
    expect(idNumberError('passport', 'e 1234 5678', TODAY)).toBeNull();
    expect(idNumberError('passport', 'E1234-678', TODAY)).toBe(personInfoMessages.passport);
    expect(idNumberError('passport', 'ABCDEFG', TODAY)).toBe(personInfoMessages.passport);
    expect(idNumberError('hk_macau_permit', 'H12345678', TODAY)).toBeNull();
    expect(idNumberError('hk_macau_permit', 'M1234567890', TODAY)).toBeNull();
    expect(idNumberError('hk_macau_permit', 'H123456789', TODAY)).toBe(personInfoMessages.hkMacau);
    expect(idNumberError('hk_macau_permit', 'X12345678', TODAY)).toBe(personInfoMessages.hkMacau);
    expect(idNumberError('taiwan_permit', '12345678', TODAY)).toBeNull();
    expect(idNumberError('taiwan_permit', '1234567890B', TODAY)).toBeNull();
    expect(idNumberError('taiwan_permit', '123456789', TODAY)).toBe(personInfoMessages.taiwan);
  });
});

describe('personInfoErrors', () => {
  it('accepts a complete form, and one with only the required fields', () => {
    expect(personInfoErrors(valid, TODAY)).toEqual({});
    expect(
      personInfoErrors({ ...valid, email: '', emergencyContactName: '', emergencyContactPhone: '', occupation: '', company: '' }, TODAY),
    ).toEqual({});
  });

  it('uses the catalogue schema messages for the name', () => {
    expect(personInfoErrors({ ...valid, name: '张' }, TODAY).name).toBe('请填写真实姓名');
    expect(personInfoErrors({ ...valid, name: '张'.repeat(31) }, TODAY).name).toBe('姓名最多30个字');
    expect(personInfoErrors({ ...valid, name: '张三😀' }, TODAY).name).toBe(personInfoMessages.nameEmoji);
  });

  it('refuses a bad ID number, email and emergency phone', () => {
    const errors = personInfoErrors({ ...valid, idNumber: '110105199003072831', email: 'zhang@', emergencyContactPhone: '12345' }, TODAY);
    expect(errors).toEqual({
      idNumber: personInfoMessages.idCard,
      email: personInfoMessages.email,
      emergencyContactPhone: personInfoMessages.emergencyPhone,
    });
  });

  it('refuses an emergency contact with emoji', () => {
    expect(personInfoErrors({ ...valid, emergencyContactName: '李四🙂' }, TODAY).emergencyContactName).toBe(personInfoMessages.emergencyName);
  });
});

describe('personInfoRequestOf', () => {
  it('sanitises company and email with core-domain and upper-cases the ID number', () => {
    const request = personInfoRequestOf({ ...valid, idNumber: ` ${ID.toLowerCase()} `, email: ' zhang @example.com ', company: ' 上海  某某🏢公司 ' });
    expect(request.idNumber).toBe(ID);
    expect(request.email).toBe('zhang@example.com');
    expect(request.company).toBe('上海 某某公司');
  });
});
