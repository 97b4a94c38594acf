import { HouseIdentification } from '@aster/core-domain';

/** Rental types of the base config's icons, as the list filter offers them. */
export const rentalTypeNames: Readonly<Record<number, string>> = {
  [HouseIdentification.wholeUnit]: '整租',
  [HouseIdentification.sharedBed]: '合租',
  [HouseIdentification.brandApartment]: '品牌公寓',
  [HouseIdentification.franchise]: '加盟',
};

/** What a room can come with; houses store the codes, answers carry the names. */
export const facilityNames: Readonly<Record<string, string>> = {
  bed: '床',
  wardrobe: '衣柜',
  desk: '书桌',
  air_conditioner: '空调',
  washer: '洗衣机',
  fridge: '冰箱',
  water_heater: '热水器',
  wifi: '宽带',
  tv: '电视',
  sofa: '沙发',
  stove: '燃气灶',
  microwave: '微波炉',
  smart_lock: '智能门锁',
  balcony: '阳台',
};

export const orientations = ['朝南', '南北通透', '朝东', '朝西', '朝北', '东南', '西南'] as const;

/** A house's rules PDF and tour video are served to every house that lists them; the video is one shared file. */
export const HOUSE_TOUR_VIDEO = '/assets/house-tour.mp4';
export const HOUSE_TOUR_POSTER = '/assets/house-tour.png';

export const housePhotoPath = (houseId: string, index: number) => `/assets/houses/${houseId}/${index}.png`;
export const floorPlanPath = (houseId: string) => `/assets/houses/${houseId}/plan.png`;
export const houseRulesPath = (houseId: string) => `/assets/houses/${houseId}/rules.pdf`;
export const storeCoverPath = (storeId: string) => `/assets/stores/${storeId}.png`;

/** Captions of a house's photos, in order: the first is the cover. */
export const photoCaptions = ['卧室', '客厅', '厨房', '卫生间', '阳台', '卧室一角', '公共区域', '窗外'] as const;
