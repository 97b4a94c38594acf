import { z } from 'zod';
import { EntityIdSchema } from './common';

// The home page's 待签约合同 card reads these: apart from the other contract answers, which the first load does not carry.

const idText = EntityIdSchema.transform(String);

/** h5todoList/v2: the step of signing a contract waits for (complete the details, sign, pay the first bill), newest first. */
export const ContractTodoTypeSchema = z.enum(['prefill', 'sign', 'pay']);
export type ContractTodoType = z.infer<typeof ContractTodoTypeSchema>;
export const ContractTodoSchema = z.looseObject({
  type: ContractTodoTypeSchema,
  contractId: idText,
  contractNo: z.string(),
  houseTitle: z.string(),
  /** What the tenant reads (请完善签约信息, 请尽快签约...). */
  title: z.string(),
  /** The button (去完善, 去签约, 去支付). */
  actionText: z.string(),
});
export type ContractTodo = z.infer<typeof ContractTodoSchema>;
