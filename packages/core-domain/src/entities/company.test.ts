import fc from 'fast-check';
import {
  BRAND_COMPANY_ID,
  CompanyIdSchema,
  DEFAULT_COMPANY_ID,
  isBrandCompany,
  isPublicAccountMode,
  readCompanyIdFromQuery,
} from './company';

describe('company id', () => {
  it('defaults to "0", the public-account mode', () => {
    expect(DEFAULT_COMPANY_ID).toBe('0');
    expect(isPublicAccountMode('0')).toBe(true);
    expect(isPublicAccountMode('12')).toBe(false);
    expect(isPublicAccountMode('00')).toBe(false);
  });

  it('has one brand company', () => {
    expect(isBrandCompany(BRAND_COMPANY_ID)).toBe(true);
    expect(isBrandCompany('0')).toBe(false);
  });

  it.each([
    ['?c=12', '12'],
    ['c=7', '7'],
    ['a=1&c=1001&b=2', '1001'],
    ['https://tenant.example.com/aster/pages/home?c=34#top', '34'],
    ['https://tenant.example.com/aster/#/home?c=56', '56'],
    ['?c=0', '0'],
  ])('reads c=digits from %j', (query, expected) => {
    expect(readCompanyIdFromQuery(query)).toBe(expected);
  });

  it.each(['', '?c=', '?c=abc', '?c=12a', '?abc=12', '?cc=12', '?c=-1', '?c=1%202', 'https://x.com/c=12'])('ignores %j', (query) => {
    expect(readCompanyIdFromQuery(query)).toBeNull();
  });

  it('finds any digit id wherever the parameter sits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), fc.stringMatching(/^[a-b]=[a-z0-9]{0,4}$/), (id, other) => {
        expect(readCompanyIdFromQuery(`?${other}&c=${id}`)).toBe(id);
        expect(readCompanyIdFromQuery(`?c=${id}&${other}`)).toBe(id);
      }),
    );
  });

  it('validates as digits', () => {
    expect(CompanyIdSchema.safeParse('1001').success).toBe(true);
    expect(CompanyIdSchema.safeParse('').success).toBe(false);
    expect(CompanyIdSchema.safeParse('1x').success).toBe(false);
    expect(CompanyIdSchema.safeParse(12).success).toBe(false);
  });
});
