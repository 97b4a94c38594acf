import { z } from 'zod';

// The operator's dialogs (spec section 7's dialog calls): apart from the talent entities, which the first load does not carry.

/**
 * The subsidy dialog (dialog/getSubsidy/setting): the operator's offer of the programme's rent subsidy, asked of a
 * logged-in tenant who has not applied. `show` false leaves every other field out. `page` is an app page (a route-table
 * path with its query), never an outside address.
 */
export const SubsidyDialogSchema = z.looseObject({
  show: z.boolean(),
  dialogId: z.string().min(1).max(64).nullish(),
  title: z.string().max(40).nullish(),
  content: z.string().max(400).nullish(),
  /** The headline figure, e.g. 租金低至市场价7折. */
  highlight: z.string().max(40).nullish(),
  actionText: z.string().max(12).nullish(),
  page: z.string().max(200).nullish(),
});
export type SubsidyDialog = z.infer<typeof SubsidyDialogSchema>;

/** What the tenant did with a dialog: went to see it, closed it for now, or asked never to see it again. */
export const DIALOG_ANSWERS = ['accepted', 'closed', 'never'] as const;
export const DialogAnswerSchema = z.enum(DIALOG_ANSWERS);
export type DialogAnswer = z.infer<typeof DialogAnswerSchema>;

/** dialog/save: the tenant's answer to one dialog. */
export const SaveDialogRequestSchema = z.object({ dialogId: z.string().min(1).max(64), answer: DialogAnswerSchema });
export type SaveDialogRequest = z.infer<typeof SaveDialogRequestSchema>;

/** A dialog closed for now comes back after this many days; accepted or never, it does not come back. */
export const DIALOG_CLOSED_DAYS = 7;
