import { type PayOrder, type PurchaseOptions, type ServicePackage, type ServicePackageKind, chinaDate, fenToYuanString, serviceDateProblem, serviceDateRange } from '@aster/core-domain';
import { BusinessError } from '../http/errors';
import { payErrors } from '../pay/payService';
import type { Services } from '../services';
import { createPayableContracts } from './payableContracts';

/** The pay module's business type of a service order; its biz_id is the service order's id. */
export const SERVICE_ORDER_BIZ = 'service_order';

interface PackageRow {
  id: string;
  kind: ServicePackageKind;
  name: string;
  description: string;
  price_fen: number;
  unit: string;
  max_quantity: number;
}

interface ServiceOrderRow {
  id: number;
  user_id: number;
  amount_fen: number;
  package_id: string;
  quantity: number;
  service_date: string;
}

export const servicePackageErrors = {
  notFound: () => new BusinessError('SERVICE_PACKAGE_NOT_FOUND', '该服务已下架，请重新选择'),
  quantity: (max: number) => new BusinessError('SERVICE_QUANTITY_INVALID', `数量最多为${max}`),
  date: (reason: string) => new BusinessError('SERVICE_DATE_INVALID', reason),
};

/**
 * 购买服务 (purchase_service): the operator's packages at the server's prices, ordered for one of the tenant's rooms
 * and paid through the pay module (orders:service_order on the ledger); the order then shows in 我的订单. A request
 * key makes a retried send the same order.
 */
export function createServicePackages(services: Pick<Services, 'db' | 'clock' | 'pay'>) {
  const { db, clock, pay } = services;
  const contracts = createPayableContracts(db);
  const today = () => chinaDate(clock.now());
  const q = {
    packages: db.prepare('SELECT * FROM service_packages ORDER BY sort, id LIMIT 20'),
    package: db.prepare('SELECT * FROM service_packages WHERE id = ?'),
    byKey: db.prepare('SELECT * FROM service_orders WHERE user_id = ? AND request_key = ?'),
    byId: db.prepare('SELECT * FROM service_orders WHERE id = ?'),
    insert: db.prepare(`INSERT INTO service_orders (user_id, contract_id, package_id, quantity, service_date, amount_fen, request_key, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
    setOrder: db.prepare('UPDATE service_orders SET order_no = ? WHERE id = ?'),
    paid: db.prepare('UPDATE service_orders SET paid_at = ? WHERE id = ? AND paid_at IS NULL'),
  };

  pay.registerBiz(SERVICE_ORDER_BIZ, {
    refresh: () => undefined,
    onPaid(bizId, paidAt) {
      q.paid.run(paidAt, Number(bizId));
    },
  });

  const packageView = (row: PackageRow): ServicePackage => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    price: fenToYuanString(row.price_fen),
    unit: row.unit,
    maxQuantity: row.max_quantity,
  });

  const orderOf = (row: ServiceOrderRow): PayOrder => {
    const item = q.package.get(row.package_id) as PackageRow;
    const subject = `${item.name} ×${row.quantity}（${row.service_date}）`;
    const order = pay.createOrder({ userId: row.user_id, amountFen: row.amount_fen, subject, bizType: SERVICE_ORDER_BIZ, bizId: String(row.id) });
    if (order.status === 'paid') throw payErrors.orderPaid();
    return { orderNo: order.order_no, amount: fenToYuanString(order.amount_fen), subAccountType: item.kind };
  };

  return {
    options(userId: number): PurchaseOptions {
      const { first, last } = serviceDateRange(today());
      return { packages: (q.packages.all() as PackageRow[]).map(packageView), rooms: contracts.ofUser(userId), firstDate: first, lastDate: last };
    },

    order(userId: number, input: { packageId: string; contractId: string; quantity: number; serviceDate: string; requestKey: string }): PayOrder {
      return db.transaction(() => {
        const done = q.byKey.get(userId, input.requestKey) as ServiceOrderRow | undefined;
        if (done !== undefined) return orderOf(done);
        const contract = contracts.own(userId, input.contractId);
        const item = q.package.get(input.packageId) as PackageRow | undefined;
        if (item === undefined) throw servicePackageErrors.notFound();
        if (input.quantity > item.max_quantity) throw servicePackageErrors.quantity(item.max_quantity);
        const dateProblem = serviceDateProblem(input.serviceDate, today());
        if (dateProblem !== null) throw servicePackageErrors.date(dateProblem);
        const id = Number(
          q.insert.run(userId, Number(contract.id), item.id, input.quantity, input.serviceDate, item.price_fen * input.quantity, input.requestKey, clock.now()).lastInsertRowid,
        );
        const order = orderOf(q.byId.get(id) as ServiceOrderRow);
        q.setOrder.run(order.orderNo, id);
        return order;
      })();
    },
  };
}
