import { ContractQrCodeSchema, memberFormOn } from './contractFlow';

const today = '2026-11-21';
const person = { contractId: '5', name: '王小明', phone: '13612345678', idNumType: 1, idNum: '110105198001010016', relation: '朋友' };
const messages = (input: unknown) => {
  const parsed = memberFormOn(today).safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the co-occupant form (users/member-info)', () => {
  it('takes a person with a valid ID, normalising the number', () => {
    expect(memberFormOn(today).parse({ ...person, idNum: '110105 19491231002x' }).idNum).toBe('11010519491231002X');
    expect(messages(person)).toEqual([]);
  });

  it('names what is missing or wrong, in Chinese', () => {
    expect(messages({ contractId: '5' })).toEqual(['请填写同住人姓名', '请输入正确的手机号', '请选择与承租人的关系', '请填写证件号码']);
    expect(messages({ ...person, idNum: '110105198001010017' })).toEqual(['请输入正确的18位身份证号码']);
    expect(messages({ ...person, idNumType: 9 })).toEqual(['请选择证件类型']);
    expect(messages({ ...person, relation: '邻居' })).toEqual(['请选择与承租人的关系']);
    // Born after today: not a person yet (the server checks against its own date).
    expect(messages({ ...person, idNum: '110105202701010018' })).not.toEqual([]);
  });

  it('removes by id alone, and refuses a removal without one', () => {
    expect(messages({ contractId: '5', memberId: '2', remove: true })).toEqual([]);
    expect(messages({ contractId: '5', remove: true })).toEqual(['请选择要删除的同住人']);
  });

  it('takes a flow code picture only as an image data URL', () => {
    const code = { contractId: '4', flowType: 1, code: 'ASTER-1', image: 'data:image/png;base64,iVBORw0KGgo=', expiresAt: '2026-11-21T09:10:00+08:00' };
    expect(ContractQrCodeSchema.safeParse(code).success).toBe(true);
    expect(ContractQrCodeSchema.safeParse({ ...code, image: 'javascript:alert(1)' }).success).toBe(false);
    expect(ContractQrCodeSchema.safeParse({ ...code, image: 'https://evil.example/x.png' }).success).toBe(false);
  });
});
