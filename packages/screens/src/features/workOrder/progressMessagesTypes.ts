// Messages about an order's progress (accepted, assigned, the visit, done). The interface and the shared pieces live
// here (inside progressMessages.wechat.ts, './progressMessages' would resolve to that file itself);
// progressMessages.ts is the plain fallback (Jest, tools).
import { subscriptionTemplateProblem } from '@aster/core-domain';

/** What the tenant is told after asking for progress messages. */
export interface SubscribeOutcome {
  subscribed: boolean;
  text: string;
}

export interface ProgressMessagesPort {
  /** Asks the platform to send these templates' messages; must follow a tap (the platforms refuse otherwise). */
  subscribe(templateIds: readonly string[]): Promise<SubscribeOutcome>;
}

/**
 * The operator's message templates for work-order progress (configuration of a real operator; the reference
 * server's demo ids).
 */
export const PROGRESS_TEMPLATE_IDS: readonly string[] = ['wo-accepted', 'wo-assigned', 'wo-done'];

export const SUBSCRIBED_TEXT = '已订阅，工单有进展时会通知您';
export const REFUSED_TEXT = '未订阅，可在工单详情中随时查看进度';

/** The spec's refusal of an empty template list ("entityIds 参数不能为空"), as an outcome. */
export function emptyListOutcome(templateIds: readonly string[]): SubscribeOutcome | null {
  const problem = subscriptionTemplateProblem(templateIds);
  return problem === null ? null : { subscribed: false, text: problem };
}
