import { BusinessError } from '../http/errors';

/**
 * Failures of the house endpoints. Unknown ids are business errors (HTTP 200): HTTP 404 means an endpoint the server
 * does not serve. HOUSE_NOT_FOUND is the code the booking endpoints use too.
 */
export const houseErrors = {
  houseNotFound: () => new BusinessError('HOUSE_NOT_FOUND', '房源不存在或已下架'),
  storeNotFound: () => new BusinessError('STORE_NOT_FOUND', '门店不存在或已停业'),
  locationRequired: () => new BusinessError('LOCATION_REQUIRED', '按距离排序需要您的位置，请开启定位后重试'),
  coordinatesInvalid: () => new BusinessError('PARAM_INVALID', '参数错误：经纬度不正确'),
  boundsInvalid: () => new BusinessError('PARAM_INVALID', '参数错误：地图范围不正确'),
} as const;
