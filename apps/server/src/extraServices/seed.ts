import { chinaInstant } from '@aster/core-domain';
import type { Db } from '../db/database';
import { demoCalendar } from '../demoCalendar';

const DAY = 24 * 3600_000;

/** The operator's notices: what a tenant of a big brand reads from June to November, one a week (oldest first). */
const OPERATOR_NOTICES: readonly [string, string][] = [
  ['梅雨季节防潮提示', '<p>梅雨季节空气潮湿，请经常开窗通风，衣柜内可放置防潮剂；如发现墙面渗水，请及时报修。</p>'],
  ['夏季用电高峰节约用电倡议', '<p>夏季空调使用频繁，建议将空调温度设置在26℃以上，离开房间时及时关闭电器。</p>'],
  ['快递柜使用须知', '<p>快递柜包裹请在48小时内取出，超时将收取少量保管费。</p>'],
  ['关于垃圾分类投放的温馨提示', '<p>请按照干垃圾、湿垃圾、可回收物、有害垃圾分类投放，投放时间为每日 07:00-09:00、18:00-20:00。</p>'],
  ['智能门锁固件升级通知', '<p>我们将在夜间分批为智能门锁升级固件，升级期间门锁可正常使用，升级后开锁速度更快。</p>'],
  ['夏季防暑降温提示', '<p>近期持续高温，外出请做好防晒，多补充水分；空调如制冷效果不佳，可在「报修」中提交家电维修。</p>'],
  ['台风天气安全提示', '<p>受台风影响，未来两天将有强风暴雨：</p><ul><li>请关好门窗，收起阳台物品</li><li>避免外出，注意用电安全</li></ul>'],
  ['关于规范电动自行车停放与充电的通知', '<p>为消除火灾隐患，<strong>严禁</strong>将电动自行车推入楼道或室内充电，请使用门店集中充电桩。</p>'],
  ['保洁服务价格调整公告', '<p>自下月起，深度保洁服务价格调整为<strong>每次 198 元</strong>，日常保洁价格不变。</p>'],
  ['续租优惠活动说明', '<p>租约到期前60天内办理续租，可享受<strong>一个月租金9.5折</strong>优惠，详情请咨询管家。</p>'],
  ['门禁系统维护通知', '<p>本周六 02:00-04:00 门禁系统维护，期间请使用实体钥匙或联系值班人员开门。</p>'],
  ['公共区域绿植养护通知', '<p>近期将对公共区域绿植进行修剪与施肥，如有不便敬请谅解。</p>'],
  ['租户社群活动：中秋游园会', '<p>中秋节当晚各门店将举办游园会，有猜灯谜、做月饼等活动，欢迎报名参加！</p>'],
  ['国庆假期门店营业时间调整', '<p>尊敬的租户：</p><p>10月1日至10月7日，各门店营业时间调整为<strong>10:00-18:00</strong>，24小时客服热线照常服务。</p>'],
  ['健身房开放时间调整', '<p>门店健身房开放时间调整为 06:00-23:00，请爱护公共设施。</p>'],
  ['宽带网络提速公告', '<p>各门店宽带已升级至<strong>千兆光纤</strong>，如网络仍不稳定，可在「报修」中提交网络故障。</p>'],
  ['防范电信诈骗提示', '<p>我们<strong>不会</strong>通过短信或私人账户要求您转账缴纳房租，请认准 App 内的账单支付。</p>'],
  ['关于开展秋季消防安全检查的通知', '<p>为保障大家的居住安全，我们将于本月对各门店进行消防安全检查，请配合工作人员入户查看烟感与灭火器。</p><ul><li>检查时间：09:00-18:00</li><li>如不在家，管家会提前电话联系</li></ul>'],
  ['租户满意度调查', '<p>为了更好地服务大家，我们正在开展满意度调查，您的意见将帮助我们改进服务。</p>'],
  ['线上缴费渠道升级说明', '<p>即日起，房租与水电费均可在「我的账单」中在线支付，支持微信、支付宝与银行卡。</p><p>如遇支付问题，请拨打客服热线。</p>'],
  ['冬季防寒防冻提示', '<p>气温下降，请关好门窗，外出时关闭取暖电器；如遇水管冻裂，请立即拨打报修热线。</p>'],
  ['新版租户手册上线', '<p>新版《租户手册》已上线，包含入住、维修、退租等常见问题，欢迎查阅。</p>'],
];

/** 11月25日: a seed date as a notice writes it. */
const noticeDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;

/** The demo tenant's building (the store of HTDEMO05): the two notices its tenants see first (published on, about, body). */
const BUILDING_NOTICES: readonly [string, string, string, (day: string) => string][] = [
  ['2026-11-18', '2026-11-25', '本楼电梯年度检修通知', (day) => `<p>本楼 2 号电梯将于<strong>${day} 09:00-17:00</strong>进行年度检修，检修期间请使用 1 号电梯。</p><p>给您带来不便，敬请谅解。</p>`],
  ['2026-11-10', '2026-11-12', '本楼停水通知', (day) => `<p>因市政管道维护，本楼将于${day} 22:00 至次日 06:00 停水，请提前储水。</p>`],
];

/** Roommates in the demo tenant's shared flat: two tenants of the other rooms (other people: no account here). */
const FLATMATES = [
  { no: 'HTFLAT01', letter: 'A', name: '王强', idNumber: '110105199003071235', phone: '13500135001', startDate: '2026-03-01' },
  { no: 'HTFLAT02', letter: 'C', name: '刘芳', idNumber: '310104199508152846', phone: '13500135002', startDate: '2026-08-15' },
] as const;

/**
 * The demo tenant's extra services, once: the Wi-Fi of the rooms lived in (HTDEMO05, HTDEMO06), HTDEMO05's room as
 * room B of a shared flat with two roommates (HTDEMO06's is a whole flat: living alone), and the notices.
 */
export function seedExtraServices(db: Db): void {
  const demo = db.prepare("SELECT c.contract_no, c.house_id, h.store_id FROM contracts c JOIN houses h ON h.id = c.house_id WHERE c.contract_no IN ('HTDEMO05', 'HTDEMO06')").all() as { contract_no: string; house_id: string; store_id: string }[];
  const renting = demo.find((row) => row.contract_no === 'HTDEMO05');
  const calendar = demoCalendar(db);
  const wifiSetAt = calendar.at('2026-11-01', '10:00');
  db.transaction(() => {
    if (db.prepare('SELECT 1 FROM notices LIMIT 1').get() === undefined) {
      const notice = db.prepare('INSERT INTO notices (store_id, title, body_html, published_at) VALUES (?, ?, ?, ?)');
      const last = calendar.at('2026-11-15', '10:00');
      OPERATOR_NOTICES.forEach(([title, body], index) => notice.run(null, title, body, last - (OPERATOR_NOTICES.length - 1 - index) * 7 * DAY));
      if (renting !== undefined) {
        for (const [published, about, title, body] of BUILDING_NOTICES) notice.run(renting.store_id, title, body(noticeDay(calendar.date(about))), calendar.at(published, '09:00'));
      }
    }
    const wifi = db.prepare('INSERT OR IGNORE INTO house_wifi (house_id, ssid, password, updated_at) VALUES (?, ?, ?, ?)');
    for (const row of demo) wifi.run(row.house_id, `Aster-${row.house_id.slice(-4).toUpperCase()}`, row.contract_no === 'HTDEMO05' ? 'aster@2026wifi' : 'home8888', wifiSetAt);
    if (renting === undefined || db.prepare("SELECT 1 FROM contracts WHERE contract_no = 'HTFLAT01'").get() !== undefined) return;
    // Two more rented rooms, of the same store where there are, with no lease yet: the flat's other rooms.
    const free = db
      .prepare(`SELECT h.id, h.rent_fen FROM houses h WHERE h.availability = 'rented' AND NOT EXISTS (SELECT 1 FROM contracts c WHERE c.house_id = h.id)
        ORDER BY CASE WHEN h.store_id = ? THEN 0 ELSE 1 END, h.id LIMIT ?`)
      .all(renting.store_id, FLATMATES.length) as { id: string; rent_fen: number }[];
    if (free.length < FLATMATES.length) return;
    const flat = `flat-${renting.house_id}`;
    const room = db.prepare('INSERT INTO shared_flat_rooms (house_id, flat_id, room_letter) VALUES (?, ?, ?)');
    room.run(renting.house_id, flat, 'B');
    const contract = db.prepare(`INSERT INTO contracts (contract_no, user_id, tenant_phone, tenant_name, tenant_id_number, house_id, status, start_date, end_date,
      lease_months, rent_fen, deposit_months, pay_months, created_at) VALUES (?, NULL, ?, ?, ?, ?, 'renting', ?, ?, 12, ?, 1, 1, ?)`);
    FLATMATES.forEach((mate, index) => {
      const house = free[index];
      if (house === undefined) return;
      room.run(house.id, flat, mate.letter);
      const start = calendar.date(mate.startDate);
      const end = `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`;
      contract.run(mate.no, mate.phone, mate.name, mate.idNumber, house.id, start, end, house.rent_fen, chinaInstant(start, '10:00') - 7 * DAY);
      wifi.run(house.id, `Aster-${renting.house_id.slice(-4).toUpperCase()}`, 'aster@2026wifi', wifiSetAt);
    });
  })();
}
