import { WorkOrderCreateSchema, WorkOrderRatingRequestSchema, canCancelWorkOrder, nextOperatorStep, subscriptionTemplateProblem, workOrderDeadlines, workOrderTransition } from './workOrder';

const setting = { type: 1, categories: ['水管漏水'], acceptMinutes: 30, assignMinutes: 120, visitMinutes: 1440, doneMinutes: 1440, needsVisit: true };
const order = { kind: 'repair', contractId: '5', category: '水管漏水', description: '厨房漏水', photoIds: [], visitStart: 1, visitEnd: 2, contactPhone: '13800138000', requestKey: 'abcdefgh' };

describe('work order rules', () => {
  it('moves only forward, cancels until assigned, rates once done', () => {
    expect(workOrderTransition('submitted', 'accepted')).toBe(true);
    expect(workOrderTransition('submitted', 'done')).toBe(false);
    expect(canCancelWorkOrder('accepted')).toBe(true);
    expect(canCancelWorkOrder('assigned')).toBe(false);
    expect(workOrderTransition('done', 'rated')).toBe(true);
    expect(workOrderTransition('rated', 'rated')).toBe(false);
    expect(nextOperatorStep('visiting')).toBe('done');
    expect(nextOperatorStep('done')).toBeNull();
  });

  it('promises each step from the settings, the visit from the booked slot', () => {
    expect(workOrderDeadlines(setting, 0, 10 * 3600_000)).toEqual({ accepted: 30 * 60_000, assigned: 120 * 60_000, visiting: 10 * 3600_000, done: 34 * 3600_000 });
    expect(workOrderDeadlines(setting, 0, null).visiting).toBe(1440 * 60_000);
  });

  it('tidies the description, refuses emoji and more than 9 photos with Chinese messages', () => {
    expect(WorkOrderCreateSchema.parse({ ...order, description: '  厨房\u200B漏水  ' }).description).toBe('厨房漏水');
    expect(WorkOrderCreateSchema.safeParse({ ...order, description: '漏水😭' }).error?.issues[0]?.message).toBe('问题描述不能包含表情符号');
    expect(WorkOrderCreateSchema.safeParse({ ...order, description: ' ' }).error?.issues[0]?.message).toBe('请描述一下问题');
    expect(WorkOrderCreateSchema.safeParse({ ...order, photoIds: Array.from({ length: 10 }, (_, i) => `photo-${String(i).padStart(12, '0')}`) }).error?.issues[0]?.message).toBe('最多上传9张照片');
    expect(WorkOrderRatingRequestSchema.safeParse({ stars: 0, content: '' }).error?.issues[0]?.message).toBe('请选择评分');
  });

  it('refuses a subscription without templates with the spec message', () => {
    expect(subscriptionTemplateProblem([])).toBe('entityIds 参数不能为空');
    expect(subscriptionTemplateProblem(['t1'])).toBeNull();
  });
});
