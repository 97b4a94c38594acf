import type { Order } from '@aster/core-domain';
import type { TagTone } from '../booking/bookingParts';

/** An order's state in the tenant's words; a refunded one says so whatever its pay state. */
export function orderTag(order: Pick<Order, 'status' | 'refunded'>): { text: string; tone: TagTone } {
  if (order.refunded) return { text: '已退款', tone: 'off' };
  if (order.status === 'paid') return { text: '已支付', tone: 'done' };
  if (order.status === 'paying') return { text: '支付中', tone: 'active' };
  if (order.status === 'closed') return { text: '已关闭', tone: 'off' };
  return { text: '待支付', tone: 'warn' };
}
