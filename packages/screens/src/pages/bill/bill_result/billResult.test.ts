import { BILL_RESULT_PAGE, routeOf } from '@aster/core-domain';
import { openPage } from '@screens/app/pageOpening';
import { pollAnswerOfError } from './billResult';

describe('bill_result parameters (route table)', () => {
  const parse = (raw: Record<string, unknown>) => openPage(routeOf(BILL_RESULT_PAGE), raw).params;

  it('reads newOrderNo and amount by name and ignores the checkout’s payResult', () => {
    expect(parse({ newOrderNo: 'P2026', amount: '1500.00', payResult: 'success' })).toEqual({ newOrderNo: 'P2026', amount: '1500.00' });
    expect(parse({ amount: '1.5', newOrderNo: 'A_b-1', title: '%E5%AE%9A%E9%87%91' })).toEqual({ newOrderNo: 'A_b-1', amount: '1.5', title: '定金' });
  });

  it('refuses missing or malformed values instead of showing them', () => {
    expect(parse({})).toBeNull();
    expect(parse({ newOrderNo: 'P1' })).toBeNull();
    expect(parse({ amount: '1.00' })).toBeNull();
    expect(parse({ newOrderNo: '', amount: '1.00' })).toBeNull();
    expect(parse({ newOrderNo: '../x', amount: '1.00' })).toBeNull();
    expect(parse({ newOrderNo: 'P1', amount: '-1' })).toBeNull();
    expect(parse({ newOrderNo: 'P1', amount: '1.001' })).toBeNull();
    expect(parse({ newOrderNo: 'P1', amount: 'abc' })).toBeNull();
    expect(parse({ newOrderNo: 'x'.repeat(65), amount: '1' })).toBeNull();
  });

  it('drops a title that is too long rather than the page', () => {
    expect(parse({ newOrderNo: 'P1', amount: '1', title: '长'.repeat(31) })).toEqual({ newOrderNo: 'P1', amount: '1' });
  });
});

describe('pollAnswerOfError', () => {
  it('retries on network trouble and stops on a business refusal', () => {
    for (const code of ['-1', 'TIMEOUT', '401', '502', 'BAD_RESPONSE']) {
      expect(pollAnswerOfError({ code, message: 'x' })).toEqual({ kind: 'unreachable' });
    }
    expect(pollAnswerOfError(new Error('boom'))).toEqual({ kind: 'unreachable' });
    expect(pollAnswerOfError(undefined)).toEqual({ kind: 'unreachable' });
    expect(pollAnswerOfError({ code: 'ORDER_NOT_FOUND', message: '订单不存在' })).toEqual({ kind: 'refused', message: '订单不存在' });
    expect(pollAnswerOfError({ code: '404', message: '' })).toEqual({ kind: 'refused', message: '未找到该订单' });
  });
});
