import type { Poi, PoiCategory } from '@aster/core-domain';
import { distanceKm } from '../geo';
import { SeededRandom, seedOf } from './random';
import { seededCities } from './seedPlaces';

const stationsByArea = new Map<string, readonly string[]>(
  seededCities.flatMap((city) => city.districts.flatMap((district) => district.areas.map((area) => [area.id, area.stations] as const))),
);

export interface PoiPlace {
  houseId: string;
  lat: number;
  lon: number;
  areaId: string;
  areaName: string;
  districtName: string;
}

function namesFor(category: PoiCategory, place: PoiPlace): string[] {
  const area = place.areaName;
  switch (category) {
    case 'transit':
      return [...(stationsByArea.get(place.areaId) ?? [area]).map((station) => `${station}地铁站`), `${area}公交枢纽站`, `${area}路口公交站`];
    case 'shopping':
      return [`${area}购物中心`, `${area}生活广场`, `${area}菜市场`, '鲜丰生活超市', '24小时便利店', `${area}天地商业街`];
    case 'school':
      return [`${area}小学`, `${area}实验中学`, `${place.districtName}第二幼儿园`, `${area}外国语学校`, `${place.districtName}职业技术学院`];
    case 'hospital':
      return [`${place.districtName}中心医院`, `${area}社区卫生服务中心`, '仁和口腔门诊', `${place.districtName}妇幼保健院`, '康宁药房'];
    default:
      return [`${area}本帮菜馆`, '老街面馆', '小笼包子铺', '轻食沙拉店', '重庆火锅', '街角咖啡馆'];
  }
}

/**
 * Places around a house in one category: fixed names for its area, scattered 80 m to 1.8 km away (deterministic in
 * the house and the category), nearest first. Distances are great-circle metres from the house.
 */
export function poisAround(place: PoiPlace, category: PoiCategory): Poi[] {
  const random = new SeededRandom(seedOf(`${place.houseId}/${category}`));
  const metresPerDegreeLat = 111_195;
  const metresPerDegreeLon = metresPerDegreeLat * Math.cos((place.lat * Math.PI) / 180);
  return namesFor(category, place)
    .map((name, index) => {
      const metres = random.between(80, 1800);
      const bearing = random.between(0, 2 * Math.PI);
      const lat = Math.round((place.lat + (Math.cos(bearing) * metres) / metresPerDegreeLat) * 1e6) / 1e6;
      const lon = Math.round((place.lon + (Math.sin(bearing) * metres) / metresPerDegreeLon) * 1e6) / 1e6;
      return { id: `${place.houseId}-${category}-${index + 1}`, name, category, lat, lon, distanceMeters: Math.round(distanceKm(place.lat, place.lon, lat, lon) * 1000) };
    })
    .sort((a, b) => a.distanceMeters - b.distanceMeters || a.id.localeCompare(b.id));
}
