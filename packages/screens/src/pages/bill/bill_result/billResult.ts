import type { PollAnswer } from '@screens/pay/orderPolling';

export const BILL_RESULT_TEXT = {
  checking: '支付确认中',
  checkingHint: '正在向服务器确认支付结果，请稍候',
  paid: '支付成功',
  unpaid: '支付未完成',
  unpaidHint: '订单尚未支付，未产生扣款，可重新发起支付',
  closed: '订单已关闭',
  closedHint: '该订单已关闭，如需支付请重新下单',
  stillConfirming: '支付结果确认中',
  stillConfirmingHint: '如已完成付款，结果可能稍有延迟，请稍后刷新查看',
  notFound: '未找到该订单',
} as const;

// Codes for "no answer" (network, timeout, login lost, server trouble): asking again may help.
const UNREACHABLE = /^(-1|TIMEOUT|401|BAD_RESPONSE|5\d\d)$/;

/** An orderState failure as the poller sees it: a business refusal ends the polling, anything else retries. */
export function pollAnswerOfError(error: unknown): PollAnswer {
  if (typeof error !== 'object' || error === null || !('code' in error)) return { kind: 'unreachable' };
  const code = String(error.code);
  if (UNREACHABLE.test(code)) return { kind: 'unreachable' };
  const message = 'message' in error && typeof error.message === 'string' && error.message !== '' ? error.message : BILL_RESULT_TEXT.notFound;
  return { kind: 'refused', message };
}
