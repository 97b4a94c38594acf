import type { Db } from '../db/database';

/**
 * The operator's service packages, at a Shanghai operator's prices (保洁 by the visit, 宽带 by the month, 搬家 by the
 * trip). The demo tenant's splittable bills are the contracts' own: HTDEMO05's rent for 2026-12-01 to 2027-02-28
 * (¥8,730.00, due 2026-11-24) until 3 days after its due date, and the next quarter's (due 2027-02-22), which may be
 * split ahead of its issue.
 */
const PACKAGES = [
  { id: 'clean-deep', kind: 'cleaning', name: '深度保洁', description: '2名保洁师约3小时：厨房油污、卫生间除垢、地面与门窗擦拭，自带工具与清洁剂', priceFen: 19_900, unit: '次', maxQuantity: 4 },
  { id: 'clean-daily', kind: 'cleaning', name: '日常保洁', description: '1名保洁师约2小时：除尘、拖地、倒垃圾、卫生间清洁', priceFen: 8_900, unit: '次', maxQuantity: 8 },
  { id: 'net-300m', kind: 'broadband', name: '300M宽带', description: '光纤入户，含路由器，开通后次日生效，按月计费', priceFen: 6_000, unit: '月', maxQuantity: 12 },
  { id: 'move-van', kind: 'moving', name: '同城搬家', description: '金杯车一辆与2名搬运师傅，含10公里与楼层搬运（有电梯）', priceFen: 39_900, unit: '趟', maxQuantity: 2 },
] as const;

export function seedTenantPayments(db: Db): void {
  const insert = db.prepare(`INSERT OR IGNORE INTO service_packages (id, kind, name, description, price_fen, unit, max_quantity, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    PACKAGES.forEach((item, index) => insert.run(item.id, item.kind, item.name, item.description, item.priceFen, item.unit, item.maxQuantity, index));
  })();
}
