import { decodeParam } from './pageParams';

describe('page parameters', () => {
  it('decodes a value the mini-program hands over percent-encoded, once', () => {
    expect(decodeParam('%E6%9C%8D%E5%8A%A1%E7%B9%81%E5%BF%99')).toBe('服务繁忙');
    expect(decodeParam('%252F')).toBe('%2F');
    expect(decodeParam('服务繁忙')).toBe('服务繁忙');
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(decodeParam('100%25%E0%A4%A')).toBe('100%25%E0%A4%A');
  });
});
