import { fenToYuanString, type WalletRules } from '@aster/core-domain';

export interface WalletQuestion {
  id: string;
  question: string;
  answer: string;
}

/** "0.1%" for 1‰. */
const percentText = (permille: number) => `${String(permille / 10)}%`;
const durationText = (minutes: number) => (minutes % 60 === 0 ? `${String(minutes)}分钟（${String(minutes / 60)}小时）` : `${String(minutes)}分钟`);

/**
 * 常见问题: what tenants ask about the wallet, the limits taken from the rules the server serves (the ones it
 * applies), so a changed configuration changes the answers.
 */
export function walletQuestions(rules: WalletRules): WalletQuestion[] {
  const yuan = (fen: number) => `¥${fenToYuanString(fen)}`;
  return [
    {
      id: 'balance',
      question: '钱包余额是什么？',
      answer: '钱包余额是平台为您保管的资金，可用于支付账单，也可以提现到本人的银行卡。提现处理中的金额会暂时冻结，到账或退回后不再显示为冻结。',
    },
    {
      id: 'source',
      question: '余额从哪里来？',
      answer: '余额来自退款（如退租后退还的押金、多缴的费用）和您自己的充值，每一笔进出都可以在资金明细中查看。',
    },
    {
      id: 'arrival',
      question: '提现多久到账？',
      answer: '提现申请提交后，银行会在2个工作日内处理到账，提现详情中会显示预计到账日期。如银行退回，金额会自动返还到钱包余额。',
    },
    {
      id: 'fee',
      question: '提现有手续费吗？有最低金额吗？',
      answer: `每笔提现收取提现金额的${percentText(rules.feePermille)}作为手续费，最低${yuan(rules.minFeeFen)}；单笔提现金额不能低于${yuan(rules.withdrawMinFen)}，不能超过${yuan(rules.withdrawMaxFen)}。`,
    },
    {
      id: 'daily',
      question: '每天可以提现几次？',
      answer: `每天最多可提现${String(rules.withdrawalsPerDay)}次，超过后请第二天再试。`,
    },
    {
      id: 'password',
      question: '支付密码有什么用？',
      answer: '支付密码是6位数字，使用余额支付账单和提现时需要输入。不能使用重复（如111111）或连续（如123456）的数字，请勿告诉他人。',
    },
    {
      id: 'locked',
      question: '支付密码输错了怎么办？',
      answer: `支付密码连续输错${String(rules.maxWrongPasswords)}次，钱包将锁定${durationText(rules.lockMinutes)}，锁定期间不能用余额支付或提现。可在“设置支付密码”中点“忘记支付密码”，通过短信验证重设密码，重设后立即解锁。`,
    },
    {
      id: 'pay-bills',
      question: '余额可以用来交房租和账单吗？',
      answer: '可以。支付账单时在“选择支付方式”中选择“余额支付”，输入支付密码即可，余额不足时请选择其他支付方式。',
    },
  ];
}
