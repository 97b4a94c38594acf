import { BusinessError } from '../http/errors';

/**
 * Failures of the house endpoints. Unknown ids are business errors (HTTP 200): HTTP 404 means an endpoint the server
 * does not serve. HOUSE_NOT_FOUND is the code the booking endpoints use too.
 */
export const houseErrors = {
  houseNotFound: () => new BusinessError('HOUSE_NOT_FOUND', '房源不存在或已下架'),
  storeNotFound: () => new BusinessError('STORE_NOT_FOUND', '门店不存在或已停业'),
  locationRequired: () => new BusinessError('LOCATION_REQUIRED', '按距离排序需要您的位置，请开启定位后重试'),
  rentRangeInvalid: () => new BusinessError('PARAM_INVALID', '参数错误：最低租金不能高于最高租金'),
  rentNegative: () => new BusinessError('PARAM_INVALID', '参数错误：租金不能为负数'),
  rentalTypeUnknown: () => new BusinessError('PARAM_INVALID', '参数错误：不支持的房源类型'),
  bedroomsInvalid: () => new BusinessError('PARAM_INVALID', '参数错误：居室数须为正整数'),
  coordinatesInvalid: () => new BusinessError('PARAM_INVALID', '参数错误：经纬度不正确'),
  boundsInvalid: () => new BusinessError('PARAM_INVALID', '参数错误：地图范围不正确'),
} as const;
