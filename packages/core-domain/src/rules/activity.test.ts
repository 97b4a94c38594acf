import { activitySignUpFormSchema, activityStatusAt, activityTimeText, signUpCancellableAt, signUpStateAt } from './activity';
import { chinaInstant } from '../format/chinaTime';

const startAt = chinaInstant('2026-12-05', '14:00');
const endAt = chinaInstant('2026-12-05', '16:00');
const signUpDeadline = chinaInstant('2026-12-04', '18:00');
const activity = { startAt, endAt, signUpDeadline, placesLeft: 3, signed: false };

describe('activity rules', () => {
  it('is 报名中 before the start, 进行中 until the end, then 已结束', () => {
    expect(activityStatusAt(activity, startAt - 1)).toBe(1);
    expect(activityStatusAt(activity, startAt)).toBe(2);
    expect(activityStatusAt(activity, endAt)).toBe(3);
  });

  it('says why a tenant cannot sign up, the most final reason first', () => {
    expect(signUpStateAt(activity, signUpDeadline - 1)).toBe('open');
    expect(signUpStateAt({ ...activity, placesLeft: 0 }, signUpDeadline - 1)).toBe('full');
    expect(signUpStateAt({ ...activity, placesLeft: 0 }, signUpDeadline)).toBe('closed');
    expect(signUpStateAt({ ...activity, signed: true, placesLeft: 0 }, signUpDeadline - 1)).toBe('signed');
    expect(signUpStateAt({ ...activity, signed: true }, endAt)).toBe('ended');
    // A deadline after the start still closes at the start.
    expect(signUpStateAt({ ...activity, signUpDeadline: endAt }, startAt)).toBe('closed');
  });

  it('lets a sign-up be cancelled until the start only', () => {
    expect(signUpCancellableAt(activity, startAt - 1)).toBe(true);
    expect(signUpCancellableAt(activity, startAt)).toBe(false);
  });

  it("checks the form against the activity's own limit, in the tenant's words", () => {
    const form = activitySignUpFormSchema(4);
    expect(form.safeParse({ contactor: ' 王小明 ', participants: 2, phoneNum: '13812345678' })).toMatchObject({ success: true, data: { contactor: '王小明' } });
    const tooMany = form.safeParse({ contactor: '王小明', participants: 5, phoneNum: '13812345678' });
    expect(tooMany.error?.issues.map((issue) => issue.message)).toEqual(['每次最多报名4人']);
    const bad = form.safeParse({ contactor: '', participants: 0, phoneNum: '2381234567' });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(['请填写联系人', '至少1人参加', '请输入正确的手机号']);
    expect(form.safeParse({ contactor: '王😀', participants: 1, phoneNum: '13812345678' }).error?.issues[0]?.message).toBe('联系人不能包含表情符号');
  });

  it('writes the time in China time, one day or across days', () => {
    expect(activityTimeText(startAt, endAt)).toBe('12月5日 周六 14:00 - 16:00');
    expect(activityTimeText(startAt, chinaInstant('2026-12-06', '12:00'))).toBe('12月5日 14:00 - 12月6日 12:00');
  });
});
