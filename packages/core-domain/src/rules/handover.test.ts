import { HandoverAnswerSchema, canAnswerHandoverItem, disputeReasonProblem, handoverProgress } from './handover';

describe('handover answers (property_deliveries)', () => {
  it('confirms without a reason and drops one sent along', () => {
    expect(HandoverAnswerSchema.parse({ itemId: '3', decision: 'confirm', reason: '好' })).toEqual({ itemId: '3', decision: 'confirm', reason: undefined });
  });

  it('needs a reason of 2 to 200 characters to dispute, tidied', () => {
    expect(disputeReasonProblem('')).toBe('请填写异议原因');
    expect(disputeReasonProblem('   ')).toBe('请填写异议原因');
    expect(disputeReasonProblem('坏')).toBe('异议原因至少2个字');
    expect(disputeReasonProblem('划'.repeat(201))).toBe('异议原因不能超过200个字');
    expect(disputeReasonProblem('桌面有划痕')).toBeNull();
    expect(HandoverAnswerSchema.parse({ itemId: '3', decision: 'dispute', reason: ' 桌面有划痕 ' }).reason).toBe('桌面有划痕');
  });

  it('keeps a confirmed line final and counts the lines', () => {
    expect(canAnswerHandoverItem('confirmed')).toBe(false);
    expect(canAnswerHandoverItem('disputed')).toBe(true);
    expect(handoverProgress([{ state: 'confirmed' }, { state: 'disputed' }, { state: 'pending' }, { state: 'pending' }])).toEqual({ total: 4, confirmed: 1, disputed: 1, pending: 2 });
  });
});
