import { BRAND_COMPANY_ID } from './company';
import { BaseConfigSchema, HouseIdentification, iconDisplayName } from './baseConfig';

describe('base config', () => {
  it('parses icon entries and keeps unknown fields', () => {
    const config = BaseConfigSchema.parse({
      iconConfig: [{ identification: 2, name: '合租', iconUrl: 'https://cdn/2.png', sort: 1 }],
      other: true,
    });
    expect(config.iconConfig[0]).toEqual({ identification: 2, name: '合租', iconUrl: 'https://cdn/2.png', sort: 1 });
    expect(BaseConfigSchema.parse({}).iconConfig).toEqual([]);
    expect(BaseConfigSchema.safeParse({ iconConfig: [{ identification: '2', name: 'x' }] }).success).toBe(false);
  });

  it('names the brand company icons its own way', () => {
    const entry = (identification: number) => ({ identification, name: '服务端名称' });
    expect(iconDisplayName(entry(HouseIdentification.wholeUnit), BRAND_COMPANY_ID)).toBe('整租');
    expect(iconDisplayName(entry(HouseIdentification.sharedBed), BRAND_COMPANY_ID)).toBe('床位');
    expect(iconDisplayName(entry(HouseIdentification.brandApartment), BRAND_COMPANY_ID)).toBe('品牌公寓');
    expect(iconDisplayName(entry(HouseIdentification.franchise), BRAND_COMPANY_ID)).toBe('加盟');
    expect(iconDisplayName(entry(3), BRAND_COMPANY_ID)).toBe('服务端名称');
  });

  it('keeps the server names for every other company', () => {
    expect(iconDisplayName({ identification: 2, name: '合租' }, '0')).toBe('合租');
    expect(iconDisplayName({ identification: 1, name: '整租房源' }, '42')).toBe('整租房源');
  });
});
