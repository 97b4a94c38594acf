import { limitText } from './limitText';

it('prints a limit as banks do', () => {
  expect(limitText('50000.00')).toBe('5万元');
  expect(limitText('100000.00')).toBe('10万元');
  expect(limitText('8000.00')).toBe('8000元');
});
