import { cityMatches, groupCitiesByInitial } from './cityGroups';

const city = (cityId: number, cityName: string, pinyin: string) => ({ cityId, cityName, pinyin, hot: false });
const cities = [city(107, '上海', 'shanghai'), city(1, '北京', 'beijing'), city(234, '深圳', 'shenzhen'), city(9, '某地', '')];

describe('city list', () => {
  it('groups by pinyin initial, A to Z, cities without pinyin last under #', () => {
    const groups = groupCitiesByInitial(cities);
    expect(groups.map((group) => group.initial)).toEqual(['B', 'S', '#']);
    expect(groups[1]?.cities.map((c) => c.cityName)).toEqual(['上海', '深圳']);
  });

  it('gives no groups for no cities', () => {
    expect(groupCitiesByInitial([])).toEqual([]);
  });

  it('matches by Chinese name or pinyin, ignoring case and spaces', () => {
    expect(cities.filter((c) => cityMatches(c, '上')).map((c) => c.cityId)).toEqual([107]);
    expect(cities.filter((c) => cityMatches(c, ' SH ')).map((c) => c.cityId)).toEqual([107, 234]);
    expect(cities.filter((c) => cityMatches(c, '')).length).toBe(4);
    expect(cities.filter((c) => cityMatches(c, '广州'))).toEqual([]);
  });
});
