import { ContractStatusSchema, DIALOG_CLOSED_DAYS, isContractActive, pageLink, type DialogAnswer, type SaveDialogRequest, type SubsidyDialog } from '@aster/core-domain';
import type { Db } from '../db/database';
import { BusinessError } from '../http/errors';
import type { ServerClock } from '../clock';
import { TALENT_PROGRAMME } from './talentStore';

/**
 * The one dialog the operator runs: the programme's rent subsidy, offered to the people it is for: verified (the
 * programme asks it), without a lease of ours (someone with a home is not looking) and not applied yet.
 */
export const SUBSIDY_DIALOG_ID = 'talent-rent-subsidy';

const DAY_MS = 24 * 3600 * 1000;
/** A lease signed and not over (contract-count's activeCount): its tenant has a home with us. */
const LEASED = ContractStatusSchema.options.filter(isContractActive);
const hidden: SubsidyDialog = { show: false };

export function createSubsidyDialogs(db: Db, clock: ServerClock) {
  const q = {
    applied: db.prepare('SELECT 1 FROM talent_applications WHERE user_id = ? LIMIT 1'),
    verified: db.prepare('SELECT 1 FROM real_names WHERE user_id = ?'),
    leased: db.prepare(`SELECT 1 FROM contracts WHERE user_id = ? AND status IN (${LEASED.map((status) => `'${status}'`).join(', ')}) LIMIT 1`),
    answer: db.prepare('SELECT answer, answered_at FROM dialog_answers WHERE user_id = ? AND dialog_id = ?'),
    save: db.prepare(`INSERT INTO dialog_answers (user_id, dialog_id, answer, answered_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (user_id, dialog_id) DO UPDATE SET answer = excluded.answer, answered_at = excluded.answered_at`),
    deleteAllOf: db.prepare('DELETE FROM dialog_answers WHERE user_id = ?'),
  };

  const answered = (userId: number): boolean => {
    const row = q.answer.get(userId, SUBSIDY_DIALOG_ID) as { answer: DialogAnswer; answered_at: number } | undefined;
    if (row === undefined) return false;
    return row.answer !== 'closed' || clock.now() - row.answered_at < DIALOG_CLOSED_DAYS * DAY_MS;
  };

  return {
    setting(userId: number): SubsidyDialog {
      if (q.verified.get(userId) === undefined || q.leased.get(userId) !== undefined || q.applied.get(userId) !== undefined || answered(userId)) return hidden;
      const { rentPercent, maxStayMonths } = TALENT_PROGRAMME.rules;
      return {
        show: true,
        dialogId: SUBSIDY_DIALOG_ID,
        title: '人才安居租房补贴',
        highlight: `租金低至市场价${rentPercent / 10}折`,
        content: `${TALENT_PROGRAMME.cityName}${TALENT_PROGRAMME.name}：本科及以上学历、在本市缴纳社保满6个月的人才，可申请入住人才公寓，租金按市场价的${rentPercent}%收取，最长可住${maxStayMonths}个月。`,
        actionText: '了解详情',
        page: pageLink('pages/talent/talent_home/index'),
      };
    },
    save(userId: number, request: SaveDialogRequest): void {
      if (request.dialogId !== SUBSIDY_DIALOG_ID) throw new BusinessError('DIALOG_NOT_FOUND', '该弹窗已下线');
      q.save.run(userId, request.dialogId, request.answer, clock.now());
    },
    deleteAllOf(userId: number): void {
      q.deleteAllOf.run(userId);
    },
  };
}
