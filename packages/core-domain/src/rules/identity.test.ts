import { CompanyAuthFormSchema, ID_NUM_TYPES, isValidCreditCode, normalizeCreditCode, realNameFormOn } from './identity';

const TODAY = '2026-11-23';
const form = realNameFormOn(TODAY);
const message = (input: unknown) => form.safeParse(input).error?.issues[0]?.message;

describe('real-name form', () => {
  it('takes a mainland ID with its check digit and a real name, the number normalised', () => {
    expect(form.parse({ idNumType: 1, idNum: ' 11010519491231002x ', name: '张三' })).toEqual({ idNumType: 1, idNum: '11010519491231002X', name: '张三' });
  });

  it('refuses a wrong check digit, a future birth date and an unknown type with their messages', () => {
    expect(message({ idNumType: 1, idNum: '110105194912310021', name: '张三' })).toBe('请输入正确的18位身份证号码');
    expect(message({ idNumType: 1, idNum: '110105202712310029', name: '张三' })).toBe('请输入正确的18位身份证号码');
    expect(message({ idNumType: 1, idNum: '', name: '张三' })).toBe('请填写证件号码');
    expect(message({ idNumType: 9, idNum: 'E12345678', name: '张三' })).toBe('请选择证件类型');
    expect(message({ idNumType: 1, idNum: '11010519491231002X', name: '张' })).toBe('请填写证件上的真实姓名');
    expect(message({ idNumType: 1, idNum: '11010519491231002X', name: '张三😀' })).toBe('姓名不能包含表情符号');
  });

  it('checks passports and permits by their patterns', () => {
    expect(form.safeParse({ idNumType: 2, idNum: 'e12345678', name: 'John Smith' }).success).toBe(true);
    expect(message({ idNumType: 3, idNum: 'X1234567', name: '陈大文' })).toBe('港澳通行证号码应为H或M开头加8位或10位数字');
    expect(ID_NUM_TYPES.map((entry) => entry.idNumType)).toEqual([1, 2, 3, 4]);
  });
});

describe('unified social credit code (GB 32100)', () => {
  it('accepts real codes and refuses a changed character', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    // I, O, S, V, Z are not in the alphabet.
    expect(isValidCreditCode('91350100I000100Y43')).toBe(false);
    expect(normalizeCreditCode(' 91350100m000100y43 ')).toBe('91350100M000100Y43');
  });

  it('is the company form rule, with its messages', () => {
    const base = { companyName: '上海阿斯特科技有限公司', legalPerson: '李四', licencePhotoId: 'a'.repeat(32) };
    expect(CompanyAuthFormSchema.parse({ ...base, creditCode: '91350100m000100y43' }).creditCode).toBe('91350100M000100Y43');
    expect(CompanyAuthFormSchema.safeParse({ ...base, creditCode: '91350100M000100Y44' }).error?.issues[0]?.message).toBe('请输入正确的18位统一社会信用代码');
    expect(CompanyAuthFormSchema.safeParse({ ...base, creditCode: '' }).error?.issues[0]?.message).toBe('请填写统一社会信用代码');
    expect(CompanyAuthFormSchema.safeParse({ ...base, creditCode: '91350100M000100Y43', licencePhotoId: '' }).error?.issues[0]?.message).toBe('请上传营业执照照片');
  });
});
