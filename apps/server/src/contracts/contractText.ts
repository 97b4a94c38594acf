import { chinaIso, fenToYuanString, maskIdNumber, maskPhone, unRentRuleText, type ContractText, type RoomItem } from '@aster/core-domain';
import type { HouseFacts } from '../bookings/houseFacts';
import type { ContractRow } from './contractStore';

const yuan = (fen: number) => `${fenToYuanString(fen)}元`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A paragraph as HTML: an article ("三、租金及支付。…") gets its head in bold. */
function paragraphHtml(paragraph: string): string {
  const head = /^([一二三四五六七八九十]+、[^。：，]*[。：])/.exec(paragraph)?.[1];
  return head === undefined ? `<p>${escapeHtml(paragraph)}</p>` : `<p><strong>${escapeHtml(head)}</strong>${escapeHtml(paragraph.slice(head.length))}</p>`;
}

/** The 房屋租赁合同 as paragraphs and as the HTML an operator's backend would send (the app sanitises it); the ID number appears masked. */
export function contractText(row: ContractRow, house: HouseFacts, showSign: boolean): ContractText {
  const coTenants = JSON.parse(row.co_tenants) as { name: string; phone: string; relation: string }[];
  const items = JSON.parse(row.room_items) as RoomItem[];
  const idText = row.tenant_id_number === null ? '' : `，证件号码：${maskIdNumber(row.tenant_id_number)}`;
  const signed = row.signed_at !== null;
  const paragraphs = [
    `合同编号：${row.contract_no}`,
    `甲方（出租人）：${house.storeName}（Aster 租住服务），联系地址：${house.storeAddress}，联系电话：${house.storePhone}。`,
    `乙方（承租人）：${row.tenant_name}${idText}，联系电话：${maskPhone(row.tenant_phone)}。`,
    coTenants.length === 0 ? '共同居住人：无。' : `共同居住人：${coTenants.map((co) => `${co.name}（${co.relation}）`).join('、')}。`,
    '甲乙双方本着平等、自愿、诚实信用的原则，就乙方承租甲方房屋事宜订立本合同：',
    `一、房屋。${house.title}，地址：${house.address}，建筑面积约${house.areaSqm}平方米，所在城市：${house.cityName}。`,
    `二、租期。自${row.start_date}起至${row.end_date}止，共${row.lease_months}个月。`,
    `三、租金及支付。月租金${yuan(row.rent_fen)}，每${row.pay_months}个月支付一次，首期租金于起租日前支付，其后各期于该期开始前7日支付。`,
    `四、押金。押金为${row.deposit_months}个月租金，计${yuan(row.rent_fen * row.deposit_months)}，租期届满或合同解除后，在结清租金及各项费用后退还。` +
      (row.reservation_credit_fen > 0 ? `乙方已支付的预订定金${yuan(row.reservation_credit_fen)}抵扣首期款项。` : ''),
    `五、房屋交付。甲方于起租日将房屋及以下物品交付乙方：${items.map((item) => `${item.name}${item.quantity}件（${item.condition}）`).join('；')}。乙方应于入住时核对并确认交付清单及水电读数。`,
    '六、费用。租期内的水、电、燃气等费用按实际用量由乙方承担，按账单结清。',
    ...unRentRuleText({ penaltyPercentOfRent: row.penalty_percent }, row.rent_fen).map((text, index) => `${['七', '八', '九'][index] ?? ''}、${text}`),
    '十、个人信息。甲方仅为订立及履行本合同之目的使用乙方的个人信息，并依法予以保护。',
    '十一、争议解决。履行本合同发生争议的，双方协商解决；协商不成的，任何一方可向房屋所在地人民法院提起诉讼。',
    '十二、本合同自乙方在线手写签署之时起生效，电子签署与书面签署具有同等法律效力。',
    signed && row.signed_at !== null ? `乙方已于${chinaIso(row.signed_at).slice(0, 10)}在线签署。` : '乙方（签字）：',
  ];
  return {
    title: '房屋租赁合同',
    paragraphs,
    // What an operator's backend sends: HTML (the app sanitises it); each paragraph escaped, the articles' heads in bold.
    html: paragraphs.map(paragraphHtml).join(''),
    signPlaces: showSign && !signed ? ['乙方（签字）'] : [],
    signed,
    signedAt: row.signed_at === null ? null : chinaIso(row.signed_at),
  };
}
