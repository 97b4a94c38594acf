import fc from 'fast-check';
import { tidyText } from '../validation/sanitize';
import { textLength } from '../validation/text';
import { sanitizeSearchKey } from '../validation/sanitize';
import { HouseFilterChoiceSchema, PersonInfoRequestSchema, ViewingRequestSchema, personInfoRequestOn } from './house';
import { SearchKeySchema } from './searchKey';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  Object.fromEntries([...(result.error?.issues ?? [])].reverse().map((issue) => [String(issue.path[0]), issue.message]));

describe('ViewingRequestSchema', () => {
  const viewing = { houseId: 'h000001', date: '2026-11-23', timeSlot: '10:00-11:00', contactName: '张三', contactPhone: '13800138000', note: '', requestId: 'abcdefgh12' };

  it('asks for a time when no day or slot is picked, with the form messages', () => {
    expect(messagesOf(ViewingRequestSchema.safeParse({ ...viewing, date: '', timeSlot: '' }))).toEqual({ date: '请选择看房时间', timeSlot: '请选择看房时间' });
    expect(messagesOf(ViewingRequestSchema.safeParse({ ...viewing, contactName: ' ', contactPhone: '1380013800' }))).toEqual({
      contactName: '请填写联系人',
      contactPhone: '请输入正确的手机号',
    });
  });

  it('counts the contact name and the note in code points, as the app does', () => {
    expect(ViewingRequestSchema.safeParse({ ...viewing, contactName: '𠮷'.repeat(20), note: '𠀀'.repeat(200) }).success).toBe(true);
    expect(messagesOf(ViewingRequestSchema.safeParse({ ...viewing, contactName: '张'.repeat(21), note: '字'.repeat(201) }))).toEqual({
      contactName: '联系人最多20个字',
      note: '备注最多200个字',
    });
  });

  it('refuses emoji in the contact name and the note, which the server used to store', () => {
    expect(messagesOf(ViewingRequestSchema.safeParse({ ...viewing, contactName: '张三🇨🇳', note: '好👍' }))).toEqual({
      contactName: '联系人不能包含表情符号',
      note: '备注不能包含表情符号',
    });
  });

  it('accepts a note exactly when its tidied length is at most 200 code points', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('字', '𠀀', ' ', '\n', 'a'), { maxLength: 260 }), (parts) => {
        const note = parts.join('');
        expect(ViewingRequestSchema.safeParse({ ...viewing, note }).success).toBe(textLength(tidyText(note, true)) <= 200);
      }),
    );
  });
});

describe('PersonInfoRequestSchema', () => {
  const TODAY = '2026-11-21';
  // A well-formed test number (checksum correct, birth date 1990-03-07), not a real person's.
  const ID = '11010519900307283X';
  const person = { name: '张三', idType: 'id_card', idNumber: ID, email: 'zhang@example.com', emergencyContactName: '李四', emergencyContactPhone: '13900139000', occupation: '工程师', company: '上海某某科技有限公司' } as const;
  const rules = personInfoRequestOn(TODAY);

  it('accepts a complete form and one with only the required fields, and sends it tidied and normalised', () => {
    expect(rules.parse({ ...person, name: ' 张  三 ', idNumber: ` ${ID.toLowerCase()} `, email: ' zhang @example.com ' })).toMatchObject({
      name: '张 三',
      idNumber: ID,
      email: 'zhang@example.com',
    });
    expect(rules.safeParse({ name: '张三', idType: 'passport', idNumber: 'e 1234 5678' }).data).toMatchObject({ idNumber: 'E12345678', email: '', company: '' });
  });

  it('shows every field problem at once, each with its own message', () => {
    const result = rules.safeParse({ ...person, name: '张', idNumber: '110105199003072831', email: 'zhang@', emergencyContactName: '李四🙂', emergencyContactPhone: '12345', occupation: '职'.repeat(31), company: '公司🏢' });
    expect(messagesOf(result)).toEqual({
      name: '请填写真实姓名',
      idNumber: '请输入正确的18位身份证号码',
      email: '邮箱格式不正确',
      emergencyContactName: '紧急联系人不能包含表情符号',
      emergencyContactPhone: '请输入正确的紧急联系人手机号',
      occupation: '职业最多30个字',
      company: '工作单位不能包含表情符号',
    });
  });

  it('applies the rule of the chosen ID type', () => {
    const idError = (idType: string, idNumber: string) => messagesOf(rules.safeParse({ ...person, idType, idNumber })).idNumber;
    expect(idError('id_card', ' ')).toBe('请填写证件号码');
    expect(idError('passport', 'ABCDEFG')).toBe('护照号码应为5-17位字母和数字');
    expect(idError('hk_macau_permit', 'X12345678')).toBe('港澳通行证号码应为H或M开头加8位或10位数字');
    expect(idError('taiwan_permit', '1234')).toBe('台胞证号码应为8位或10位数字');
    expect(idError('taiwan_permit', '1234567890B')).toBeUndefined();
  });

  it('refuses a name with emoji or other signs, and an emergency phone without a name', () => {
    expect(messagesOf(rules.safeParse({ ...person, name: '张三😀' })).name).toBe('姓名不能包含表情符号');
    expect(messagesOf(rules.safeParse({ ...person, name: '张三<script>' })).name).toBe('姓名只能包含中文、英文字母和间隔号');
    expect(messagesOf(rules.safeParse({ ...person, emergencyContactName: ' ' })).emergencyContactName).toBe('请填写紧急联系人姓名');
  });

  it('with details on file, keeps the ID number left empty (same type) and the phone left masked as shown', () => {
    const onFile = { idType: 'id_card', emergencyContactPhone: '139****9000' } as const;
    const editing = personInfoRequestOn(TODAY, onFile);
    expect(editing.safeParse({ ...person, idNumber: '', emergencyContactPhone: '139****9000', email: 'new@example.com' }).success).toBe(true);
    // Another ID type needs its number; another masked phone is not what is stored.
    expect(messagesOf(editing.safeParse({ ...person, idType: 'passport', idNumber: '' })).idNumber).toBe('请填写证件号码');
    expect(messagesOf(editing.safeParse({ ...person, emergencyContactPhone: '138****9000' })).emergencyContactPhone).toBe('请输入正确的紧急联系人手机号');
    // Without details on file, neither stands for anything.
    expect(messagesOf(rules.safeParse({ ...person, idNumber: '', emergencyContactPhone: '139****9000' }))).toEqual({
      idNumber: '请填写证件号码',
      emergencyContactPhone: '请输入正确的紧急联系人手机号',
    });
  });

  it('checks the birth date against today only when it knows today', () => {
    // Checksum correct, born 2030-01-01.
    const unborn = '11010520300101001X';
    expect(PersonInfoRequestSchema.safeParse({ ...person, idNumber: unborn }).success).toBe(true);
    expect(messagesOf(rules.safeParse({ ...person, idNumber: unborn })).idNumber).toBe('请输入正确的18位身份证号码');
  });
});

describe('SearchKeySchema', () => {
  it('accepts every key the sanitiser produces, rare characters included, and refuses longer ones', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (typed) => expect(SearchKeySchema.safeParse(sanitizeSearchKey(typed)).success).toBe(true)));
    expect(SearchKeySchema.safeParse('𠮷'.repeat(50)).success).toBe(true);
    expect(SearchKeySchema.safeParse('x'.repeat(51)).error?.issues[0]?.message).toBe('搜索词最多50个字');
  });
});

describe('HouseFilterChoiceSchema', () => {
  const message = (choice: Record<string, unknown>) => HouseFilterChoiceSchema.safeParse(choice).error?.issues[0]?.message;

  it('reads numbers from query text as the server receives them, and takes them as numbers from the app', () => {
    expect(HouseFilterChoiceSchema.parse({ rentalType: '4', rentMin: '2000', rentMax: 3000.5, bedrooms: '2' })).toEqual({ rentalType: 4, rentMin: 2000, rentMax: 3000.5, bedrooms: 2 });
    expect(HouseFilterChoiceSchema.parse({})).toEqual({});
  });

  it('names what is wrong with a choice', () => {
    expect(message({ rentMin: 5000, rentMax: 3000 })).toBe('最低租金不能高于最高租金');
    expect(message({ rentMin: -1 })).toBe('租金不能为负数');
    expect(message({ rentalType: 3 })).toBe('不支持的房源类型');
    expect(message({ bedrooms: 0 })).toBe('居室数须为正整数');
    expect(message({ bedrooms: 1.5 })).toBe('居室数须为正整数');
  });

  it('accepts every rent range with min not above max', () => {
    fc.assert(
      fc.property(fc.nat(100000), fc.nat(100000), (a, b) => {
        expect(HouseFilterChoiceSchema.safeParse({ rentMin: Math.min(a, b), rentMax: Math.max(a, b) }).success).toBe(true);
        expect(HouseFilterChoiceSchema.safeParse({ rentMin: Math.max(a, b), rentMax: Math.min(a, b) }).success).toBe(a === b);
      }),
    );
  });
});
