import { HouseSummarySchema } from '@aster/core-domain';
import { formatDistance, rentText } from '@screens/ui/houseFacts';
import { toHouseCardView } from './houseCard';

const house = HouseSummarySchema.parse({
  id: 'h000123',
  title: '张江汤臣豪园 2室1厅',
  cityId: 107,
  districtName: '浦东新区',
  areaName: '张江',
  storeId: 's01',
  storeName: '张江店',
  rentalType: 1,
  layout: { bedrooms: 2, livingRooms: 1, bathrooms: 1 },
  areaSqm: 68.5,
  floor: 12,
  totalFloors: 18,
  orientation: '朝南',
  rent: '3200.00',
  coverUrl: 'http://127.0.0.1/c.png',
  tags: ['近地铁', '拎包入住', '独立卫生间', '可短租'],
  lat: 31.2,
  lon: 121.6,
  availability: 'available',
  availableFrom: '2026-12-01',
  distanceMeters: 1234,
});

describe('a house card', () => {
  it('shows what a renter scans: layout, area, floor, orientation, rent, place, at most three tags', () => {
    expect(toHouseCardView(house, false)).toEqual({
      id: 'h000123',
      coverUrl: 'http://127.0.0.1/c.png',
      title: '张江汤臣豪园 2室1厅',
      specText: '2室1厅 · 68.5m² · 12/18层 · 朝南',
      tags: ['近地铁', '拎包入住', '独立卫生间'],
      rentText: '¥3,200',
      placeText: '浦东新区·张江',
      distanceText: null,
      statusText: null,
    });
  });

  it('shows the distance only when sorted by it, and marks rooms no longer free', () => {
    expect(toHouseCardView(house, true).distanceText).toBe('1.2km');
    expect(toHouseCardView({ ...house, distanceMeters: null }, true).distanceText).toBeNull();
    expect(toHouseCardView({ ...house, availability: 'reserved' }, false).statusText).toBe('已预订');
  });

  it('formats rents and distances', () => {
    expect(rentText('12800.00')).toBe('¥12,800');
    expect(rentText('3200.5')).toBe('¥3,200.50');
    expect(rentText(2600)).toBe('¥2,600');
    expect(rentText('abc')).toBe('');
    expect(formatDistance(850.4)).toBe('850m');
    expect(formatDistance(2000)).toBe('2km');
  });
});
