import { HouseIdentification } from '@aster/core-domain';
import type Database from 'better-sqlite3';
import { demoCalendar } from '../demoCalendar';
import { SeededRandom } from './random';
import { seededCities, type CityPlaces, type DistrictPlace, type StorePlace } from './seedPlaces';
import { facilityNames, orientations } from './vocabulary';

const DAY_MS = 24 * 3600 * 1000;
const SEED = 20261120;

/** The 定金 that holds a room: one month's rent, at most 2,000 yuan. */
export const RESERVATION_DEPOSIT_CAP_FEN = 200_000;
export const MIN_RENT_FEN = 180_000;
export const MAX_RENT_FEN = 1_200_000;

const cityPhonePrefix: Readonly<Record<number, string>> = { 1: '010', 107: '021', 116: '025', 175: '0571', 218: '027', 233: '020', 234: '0755', 276: '028' };
const cityShortName = (city: CityPlaces) => `${city.cityName}市`;

const compoundPrefixes = ['锦绣', '阳光', '金色', '春江', '翠湖', '御景', '海棠', '紫薇', '枫林', '景泰', '明珠', '绿洲', '康桥', '长乐', '和平', '东方'];
const compoundSuffixes = ['花园', '新村', '苑', '公寓', '家园', '名邸', '雅苑', '小区'];
const sharedRoomNames = ['主卧', '次卧', '南卧', '北卧', '主卧带阳台', '次卧带飘窗'];
const apartmentLayouts = ['精装开间', '一居室', 'loft 开间', '阳光开间', '大开间'];
const tierFactor: Readonly<Record<1 | 2 | 3, number>> = { 1: 1.25, 2: 1, 3: 0.82 };

interface Room {
  rentalType: number;
  bedrooms: number;
  livingRooms: number;
  bathrooms: number;
  areaSqm: number;
  rentYuan: number;
  titleTail: string;
}

function layoutFor(random: SeededRandom, rentalType: number): Room {
  switch (rentalType) {
    case HouseIdentification.wholeUnit: {
      const bedrooms = random.weighted([[1, 40], [2, 40], [3, 15], [4, 5]] as const);
      const [areaMin, areaMax, rentMin, rentMax] = ([[38, 60, 4200, 6000], [60, 90, 5800, 8500], [85, 130, 7800, 10500], [120, 170, 9500, 12000]] as const)[bedrooms - 1] ?? [38, 60, 4200, 6000];
      const livingRooms = bedrooms === 1 && random.next() < 0.3 ? 0 : bedrooms >= 3 ? 2 : 1;
      return { rentalType, bedrooms, livingRooms, bathrooms: bedrooms >= 3 ? 2 : 1, areaSqm: random.between(areaMin, areaMax), rentYuan: random.between(rentMin, rentMax), titleTail: `${bedrooms}室${livingRooms}厅` };
    }
    case HouseIdentification.sharedBed: {
      const bedrooms = random.weighted([[3, 50], [4, 40], [5, 10]] as const);
      return { rentalType, bedrooms, livingRooms: 1, bathrooms: bedrooms >= 4 ? 2 : 1, areaSqm: random.between(10, 22), rentYuan: random.between(1800, 3400), titleTail: `${bedrooms}居室-${random.pick(sharedRoomNames)}` };
    }
    case HouseIdentification.brandApartment: {
      const bedrooms = random.next() < 0.88 ? 1 : 2;
      return { rentalType, bedrooms, livingRooms: bedrooms === 2 || random.next() < 0.3 ? 1 : 0, bathrooms: 1, areaSqm: random.between(bedrooms === 2 ? 40 : 20, bedrooms === 2 ? 60 : 42), rentYuan: random.between(bedrooms === 2 ? 4800 : 2800, bedrooms === 2 ? 7200 : 5600), titleTail: bedrooms === 2 ? '两居室' : random.pick(apartmentLayouts) };
    }
    default: {
      const bedrooms = random.next() < 0.6 ? 1 : 2;
      return { rentalType, bedrooms, livingRooms: 1, bathrooms: 1, areaSqm: random.between(30, 70), rentYuan: random.between(3000, 7000), titleTail: `${bedrooms}室1厅` };
    }
  }
}

const dateText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dateTimeText = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

function facilitiesFor(random: SeededRandom, room: Room): string[] {
  const base = ['bed', 'wardrobe', 'desk', 'air_conditioner', 'water_heater', 'wifi', 'smart_lock'];
  const extra = room.rentalType === HouseIdentification.sharedBed ? ['washer', 'fridge', 'microwave', 'balcony'] : ['washer', 'fridge', 'tv', 'sofa', 'stove', 'microwave', 'balcony'];
  const codes = [...base.filter(() => random.next() < 0.92), ...random.sample(extra, random.int(2, extra.length))];
  return Object.keys(facilityNames).filter((code) => codes.includes(code));
}

function tagsFor(random: SeededRandom, room: Room, depositMonths: number, payMonths: number, listedAt: number, seedDay: number): string[] {
  const tags: string[] = [];
  if (random.next() < 0.6) tags.push('近地铁');
  if (room.rentalType !== HouseIdentification.sharedBed || random.next() < 0.2) tags.push('独立卫浴');
  if (depositMonths === 1 && payMonths === 1) tags.push('押一付一');
  if (seedDay - listedAt < 7 * DAY_MS) tags.push('新上');
  if (room.rentalType === HouseIdentification.brandApartment && random.next() < 0.4) tags.push('可短租');
  if (room.rentalType === HouseIdentification.brandApartment) tags.push('免中介费');
  tags.push(random.pick(['精装修', '拎包入住', '随时看房', '有阳台']));
  return tags.slice(0, 4);
}

/**
 * Districts, areas, stores and rooms of every seeded city, once (a database that has stores is left alone, and one
 * seeded before the houses existed gets them on its next start). One transaction with prepared statements: a test
 * server seeds an in-memory database per test file.
 */
export function seedHouses(db: Database.Database): void {
  const seeded = db.prepare('SELECT COUNT(*) AS n FROM stores').get() as { n: number };
  if (seeded.n > 0) return;
  // The day the seed's dates count from: the same on every run, moved with the rest of the demo (demoCalendar.ts).
  const seedDay = Date.parse(`${demoCalendar(db).date('2026-11-20')}T00:00:00Z`);
  db.transaction(() => insertHouses(db, seedDay))();
  // Statistics let the planner pick the narrowest index (a district's rooms, not the whole city's) for each filter.
  db.exec('ANALYZE');
}

function insertHouses(db: Database.Database, seedDay: number): void {
  const random = new SeededRandom(SEED);
  const district = db.prepare('INSERT INTO districts (id, city_id, name, lat, lon) VALUES (?, ?, ?, ?, ?)');
  const area = db.prepare('INSERT INTO areas (id, district_id, name, lat, lon) VALUES (?, ?, ?, ?, ?)');
  const store = db.prepare(`INSERT INTO stores (id, city_id, district_id, name, address, lat, lon, phone, manager_name, manager_phone, open_hours, description)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const house = db.prepare(`INSERT INTO houses (id, store_id, city_id, district_id, area_id, title, rental_type, bedrooms, living_rooms, bathrooms,
    area_sqm, floor, total_floors, orientation, rent_fen, deposit_months, pay_months, reservation_deposit_fen, lat, lon, availability,
    available_from, listed_at, address, tags, facilities, description, photo_count, has_video, has_document, sort_rank)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  let houseNumber = 0;
  for (const city of seededCities) {
    const districtsById = new Map<string, DistrictPlace>(city.districts.map((place) => [place.id, place]));
    for (const place of city.districts) {
      district.run(place.id, city.cityId, place.name, place.lat, place.lon);
      for (const spot of place.areas) area.run(spot.id, place.id, spot.name, spot.lat, spot.lon);
    }
    const storePoints = new Map<string, { lat: number; lon: number }>();
    for (const [index, place] of city.stores.entries()) {
      const home = districtsById.get(place.districtId)?.areas.find((spot) => spot.id === place.areaId);
      if (!home) throw new Error(`store ${place.id} is in an unknown area`);
      const point = { lat: round6(home.lat + random.between(-0.004, 0.004)), lon: round6(home.lon + random.between(-0.004, 0.004)) };
      storePoints.set(place.id, point);
      const prefix = cityPhonePrefix[city.cityId] ?? '400';
      store.run(
        place.id, city.cityId, place.districtId, place.name, `${cityShortName(city)}${place.street}`, point.lat, point.lon,
        `${prefix}-${6100_0000 + index * 1111 + city.cityId}`, place.managerName, `139${String(10_000_000 + city.cityId * 1000 + index * 37).padStart(8, '0')}`,
        '09:00-21:00',
        `${place.name}是 Aster 寓在${home.name}商圈的集中式公寓，步行可达${home.stations[0] ?? home.name}地铁站。门店提供 24 小时安保、公共厨房、健身房和洗衣房，管家${place.managerName}负责带看、签约与维修。`,
      );
    }

    for (let index = 0; index < city.rooms; index += 1) {
      houseNumber += 1;
      const id = `h${String(houseNumber).padStart(6, '0')}`;
      const first = index === 0 && city.cityId === 107;
      const storePlace: StorePlace = random.pick(city.stores);
      const place = districtsById.get(storePlace.districtId);
      if (!place) throw new Error(`store ${storePlace.id} is in an unknown district`);
      const spot = random.next() < 0.65 ? place.areas.find((candidate) => candidate.id === storePlace.areaId) ?? place.areas[0] : random.pick(place.areas);
      if (!spot) throw new Error(`district ${place.id} has no area`);
      const rentalType = first
        ? HouseIdentification.brandApartment
        : random.weighted([[HouseIdentification.wholeUnit, 30], [HouseIdentification.sharedBed, 25], [HouseIdentification.brandApartment, 35], [HouseIdentification.franchise, 10]] as const);
      const room = layoutFor(random, rentalType);
      const rentFen = Math.min(MAX_RENT_FEN, Math.max(MIN_RENT_FEN, Math.round((room.rentYuan * tierFactor[place.tier]) / 10) * 1000));
      const [depositMonths, payMonths] = rentalType === HouseIdentification.franchise
        ? [1, 3]
        : random.weighted(rentalType === HouseIdentification.wholeUnit ? [[[1, 3], 60], [[2, 1], 20], [[1, 1], 20]] as const : [[[1, 1], 60], [[1, 3], 40]] as const);
      const storePoint = storePoints.get(storePlace.id) ?? spot;
      // Brand apartments are in the store's own building; other rooms are in compounds around the area.
      const inStore = rentalType === HouseIdentification.brandApartment && spot.id === storePlace.areaId;
      const centre = inStore ? storePoint : spot;
      const spread = inStore ? 0.0006 : 0.011;
      const lat = round6(centre.lat + random.between(-spread, spread));
      const lon = round6(centre.lon + random.between(-spread * 1.15, spread * 1.15));
      const totalFloors = inStore ? random.pick([12, 18, 24]) : random.weighted([[6, 30], [11, 15], [18, 25], [24, 20], [32, 10]] as const);
      const floor = random.int(1, totalFloors);
      const orientation = random.weighted(orientations.map((name, rank) => [name, rank < 2 ? 30 : 8] as const));
      const listedAt = seedDay - random.int(0, 180) * DAY_MS - random.int(8 * 3600, 20 * 3600) * 1000;
      const availability = first ? 'available' : random.weighted([['available', 85], ['reserved', 8], ['rented', 7]] as const);
      const drawnFrom = seedDay + random.int(-10, 40) * DAY_MS;
      // The demo room can be moved into at once, so a reservation for any day from today is possible.
      const availableFrom = first ? seedDay - 20 * DAY_MS : drawnFrom;
      const compound = inStore ? storePlace.name.replace('Aster寓·', 'Aster寓') : `${random.pick([spot.name, ...compoundPrefixes])}${random.pick(compoundSuffixes)}`;
      const prefix = ({ [HouseIdentification.wholeUnit]: '整租', [HouseIdentification.sharedBed]: '合租', [HouseIdentification.brandApartment]: '公寓', [HouseIdentification.franchise]: '加盟' } as Record<number, string>)[rentalType];
      const title = inStore ? `${storePlace.name} ${room.titleTail}` : `${prefix}·${compound} ${room.titleTail}`;
      const building = random.int(1, 28);
      const address = inStore
        ? `${cityShortName(city)}${storePlace.street} ${floor}${String(random.int(1, 24)).padStart(2, '0')}室`
        : `${cityShortName(city)}${place.name}${compound} ${building}号楼 ${floor}${String(random.int(1, 4)).padStart(2, '0')}室`;
      const facilities = facilitiesFor(random, room);
      const tags = tagsFor(random, room, depositMonths, payMonths, listedAt, seedDay);
      const station = random.pick(spot.stations);
      const description = [
        `${title}，位于${place.name}${spot.name}，${orientation}，${floor}/${totalFloors}层，使用面积约${Math.round(room.areaSqm)}平方米。`,
        `步行约${random.int(4, 15)}分钟到${station}地铁站，周边生活配套齐全。`,
        `房间配有${facilities.slice(0, 6).map((code) => facilityNames[code]).join('、')}，可拎包入住。`,
        `由${storePlace.name}管家${storePlace.managerName}负责带看、签约与日常维修，支持线上预约看房与支付定金锁定房源。`,
      ].join('');
      house.run(
        id, storePlace.id, city.cityId, place.id, spot.id, title, rentalType, room.bedrooms, room.livingRooms, room.bathrooms,
        Math.round(room.areaSqm * 10) / 10, floor, totalFloors, orientation, rentFen, depositMonths, payMonths,
        Math.min(rentFen, RESERVATION_DEPOSIT_CAP_FEN), lat, lon, availability, dateText(availableFrom), dateTimeText(listedAt), address,
        tags.join(','), facilities.join(','), description, random.int(4, 8), first || random.next() < 0.12 ? 1 : 0,
        first || random.next() < 0.3 ? 1 : 0, first ? 0 : random.int(1, 1_000_000_000),
      );
    }
  }
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
