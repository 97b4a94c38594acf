import { ContractPrefillSchema, SIGNATURE_TEXT, signatureProblem, type SignatureStroke } from './signature';

const pad = { width: 600, height: 300 };

/** A horizontal zig-zag from x0 to x1, one point every `step` px. */
function zigzag(x0: number, x1: number, step = 5): SignatureStroke {
  const points = [];
  for (let x = x0, up = true; x <= x1; x += step, up = !up) points.push({ x, y: up ? 120 : 180 });
  return points;
}

describe('signatureProblem', () => {
  it('refuses an empty pad', () => {
    expect(signatureProblem([], pad)).toBe(SIGNATURE_TEXT.empty);
    expect(signatureProblem([[]], pad)).toBe(SIGNATURE_TEXT.empty);
    expect(signatureProblem([[{ x: Number.NaN, y: 1 }]], pad)).toBe(SIGNATURE_TEXT.empty);
  });

  it('refuses a dot, a short dash and a scribble in one corner', () => {
    expect(signatureProblem([[{ x: 300, y: 150 }]], pad)).toBe(SIGNATURE_TEXT.tooShort);
    expect(signatureProblem([zigzag(100, 150, 10)], pad)).toBe(SIGNATURE_TEXT.tooShort);
    // Many points and much ink, but all inside a 40 x 40 corner.
    const corner = Array.from({ length: 60 }, (_, index) => ({ x: 10 + ((index * 7) % 40), y: 10 + ((index * 13) % 40) }));
    expect(signatureProblem([corner], pad)).toBe(SIGNATURE_TEXT.tooShort);
  });

  it('accepts a name written across the pad, in one stroke or several', () => {
    expect(signatureProblem([zigzag(100, 400)], pad)).toBeNull();
    expect(signatureProblem([zigzag(60, 160), zigzag(200, 300), zigzag(340, 440)], pad)).toBeNull();
  });

  it('accepts a tall signature on a narrow (portrait) pad', () => {
    const tall = Array.from({ length: 40 }, (_, index) => ({ x: 100 + (index % 2) * 30, y: 40 + index * 8 }));
    expect(signatureProblem([tall], { width: 320, height: 400 })).toBeNull();
  });
});

describe('ContractPrefillSchema', () => {
  const messages = (input: Record<string, unknown>) => ContractPrefillSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it('asks for the email and the occupation, the employer may be left out; text is tidied', () => {
    expect(messages({ email: '', occupation: '' })).toEqual(['请填写邮箱，电子合同将发送至该邮箱', '请填写职业']);
    expect(ContractPrefillSchema.parse({ email: ' zhang san@example.com ', occupation: '  工程师 ' })).toEqual({ company: '', email: 'zhangsan@example.com', occupation: '工程师' });
  });

  it('refuses a malformed email, emoji and overlong text with their own messages', () => {
    expect(messages({ email: 'zhangsan@', occupation: '工程师' })).toEqual(['邮箱格式不正确']);
    expect(messages({ email: 'a@b.cn', occupation: '工程师😀' })).toEqual(['职业不能包含表情符号']);
    expect(messages({ company: '公'.repeat(51), email: 'a@b.cn', occupation: '工程师' })).toEqual(['工作单位最多50个字']);
  });
});
