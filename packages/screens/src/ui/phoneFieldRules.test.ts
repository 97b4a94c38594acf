import { digitsOnly } from './phoneFieldRules';

describe('digitsOnly', () => {
  it('keeps digits only, up to the limit', () => {
    expect(digitsOnly('138 0013-8000 99', 11)).toBe('13800138000');
    expect(digitsOnly('abc', 6)).toBe('');
  });
});
