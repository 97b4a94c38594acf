import { fenToYuanString, maskIdNumber, RESERVATION_PAYMENT_MINUTES, type IdType } from '@aster/core-domain';
import type { ReservationAgreement } from '@aster/core-api';
import type { HouseFacts } from './houseFacts';

const idTypeText: Readonly<Record<IdType, string>> = {
  id_card: '居民身份证',
  passport: '护照',
  hk_macau_permit: '港澳居民来往内地通行证',
  taiwan_permit: '台湾居民来往大陆通行证',
};

export interface AgreementParties {
  reservationNo: string;
  checkInDate: string;
  leaseMonths: number;
  rentFen: number;
  depositFen: number;
  /** The tenant as person_info knows them; null until they fill it in. */
  tenant: { name: string; idType: IdType; idNumber: string } | null;
}

const yuan = (fen: number) => `${fenToYuanString(fen)}元`;

/** The 预订协议 as plain paragraphs; the ID number appears masked, as on every screen. */
export function reservationAgreement(house: HouseFacts, parties: AgreementParties): ReservationAgreement {
  const tenant = parties.tenant
    ? `乙方（承租人）：${parties.tenant.name}，证件类型：${idTypeText[parties.tenant.idType]}，证件号码：${maskIdNumber(parties.tenant.idNumber)}。`
    : '乙方（承租人）：（请先完善个人信息，签署时将载入乙方姓名及证件信息）。';
  return {
    title: '房屋预订协议',
    paragraphs: [
      `协议编号：${parties.reservationNo}`,
      `甲方（出租人）：${house.storeName}（Aster 租住服务），联系地址：${house.storeAddress}，联系电话：${house.storePhone}。`,
      tenant,
      '甲乙双方本着平等、自愿、诚实信用的原则，就乙方预订甲方房源事宜达成如下协议：',
      `一、预订房源。房源名称：${house.title}；房屋地址：${house.address}；建筑面积约${house.areaSqm}平方米；所在城市：${house.cityName}。`,
      `二、租赁意向。月租金${yuan(parties.rentFen)}，押金为${house.depositMonths}个月租金，租金每${house.payMonths}个月支付一次；预计入住日期${parties.checkInDate}，租期${parties.leaseMonths}个月。正式租金、押金及其他费用以双方签订的《房屋租赁合同》为准。`,
      `三、预订定金。乙方应于本协议签署后${RESERVATION_PAYMENT_MINUTES}分钟内通过线上支付方式向甲方支付定金${yuan(parties.depositFen)}，逾期未支付的，本协议自动失效，房源不再为乙方保留。`,
      '四、房源保留。甲方确认收到定金后，该房源即为乙方保留，甲方不再向第三方出租或接受第三方预订，保留期至预计入住日期止。',
      '五、定金抵扣。乙方在保留期内与甲方签订《房屋租赁合同》的，定金全额抵扣首期租金。',
      '六、取消预订。签订《房屋租赁合同》前，乙方可在“我的预订”中随时取消预订，甲方应在取消后3个工作日内将定金原路全额退还乙方；已签订《房屋租赁合同》的，不再适用本条。',
      '七、甲方违约。因甲方原因（包括房源已出租他人或房屋状况与描述严重不符）导致无法签订《房屋租赁合同》的，甲方应全额退还定金，乙方有权另行要求甲方承担由此造成的合理损失。',
      '八、个人信息。甲方仅为签订及履行租赁合同之目的收集和使用乙方提供的个人信息，并依法采取措施予以保护，未经乙方同意不向第三方提供。',
      '九、争议解决。本协议履行中发生争议的，双方应协商解决；协商不成的，任何一方可向房屋所在地人民法院提起诉讼。',
      '十、本协议自乙方在线签署之时起生效，电子签署与书面签署具有同等法律效力。',
    ],
  };
}
