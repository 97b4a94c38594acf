import { houseSharePayload, houseShareLink } from './houseShare';
import { floorText, hasCoordinates, layoutText, payRuleText, rentText } from '../../ui/houseFacts';

const house = { id: 'h000001', title: '静安寺 · 精装两居室 南向', rent: '3200.00', coverUrl: 'https://s.test/c.jpg', photos: [] };

describe('share payload of a house', () => {
  it('names the house and its rent, shows the cover and links by id only', () => {
    expect(houseSharePayload(house)).toEqual({
      title: '静安寺 · 精装两居室 南向 ¥3,200/月',
      path: '/pages/house_detail/index?id=h000001',
      imageUrl: 'https://s.test/c.jpg',
    });
  });

  it('encodes the id and falls back to the first photo', () => {
    const payload = houseSharePayload({ ...house, id: 'h1&token=x', coverUrl: '', photos: [{ url: 'https://s.test/1.jpg', caption: '' }] });
    expect(payload.path).toBe('/pages/house_detail/index?id=h1%26token%3Dx');
    expect(payload.imageUrl).toBe('https://s.test/1.jpg');
  });

  it('keeps the title when the rent is not an amount', () => {
    expect(houseSharePayload({ ...house, rent: 'x' as unknown as string }).title).toBe(house.title);
  });

  it('builds the H5 link under /aster without a token, and nothing for a foreign origin', () => {
    expect(houseShareLink('https://m.aster.test', 'h000001')).toBe('https://m.aster.test/aster/pages/house_detail/index?id=h000001');
    expect(houseShareLink('null', 'h000001')).toBeNull();
    expect(houseShareLink('file://', 'h000001')).toBeNull();
  });
});

describe('house facts', () => {
  it('says the pay rule as renters do', () => {
    expect(payRuleText(1, 3)).toBe('押一付三');
    expect(payRuleText(2, 1)).toBe('押二付一');
    expect(payRuleText(0, 12)).toBe('免押付十二');
  });

  it('prints rent, layout and floor', () => {
    expect(rentText('3200.00')).toBe('¥3,200');
    expect(rentText(3200.5)).toBe('¥3,200.50');
    expect(layoutText({ bedrooms: 2, livingRooms: 1, bathrooms: 1 })).toBe('2室1厅1卫');
    expect(floorText(5, 18)).toBe('5/18层');
  });

  it('treats missing, 0,0 and out-of-range coordinates as no location', () => {
    expect(hasCoordinates({ lat: 31.22, lon: 121.45 })).toBe(true);
    expect(hasCoordinates({ lat: 0, lon: 0 })).toBe(false);
    expect(hasCoordinates({ lat: Number.NaN, lon: 121 })).toBe(false);
    expect(hasCoordinates({ lat: 91, lon: 121 })).toBe(false);
    expect(hasCoordinates(null)).toBe(false);
  });
});
