import * as React from 'react';
import { Text, View } from 'remax/one';
import { WITHDRAWAL_STATUS_TEXT, bankCardText, type Withdrawal } from '@aster/core-domain';
import { Card } from '@screens/ui/Card';
import { InfoRow } from '@screens/features/booking/bookingParts';
import { dayText, fenText, walletTimeText } from './walletText';
import './wallet.css';

/** The steps of a withdrawal as the tenant follows them: applied, the bank at work, the money on the card (or back). */
function stepsOf(withdrawal: Withdrawal): { title: string; note: string; done: boolean; failed?: boolean }[] {
  const reached = { applied: 0, processing: 1, paid: 2, failed: 2 }[withdrawal.status];
  const last =
    withdrawal.status === 'failed'
      ? { title: '提现失败，已退回余额', note: withdrawal.failReason ?? '', done: true, failed: true }
      : { title: '到账成功', note: withdrawal.paidAt === null ? `预计${dayText(withdrawal.expectedBy)}前到账` : walletTimeText(withdrawal.paidAt), done: reached >= 2 };
  return [{ title: '提交申请', note: walletTimeText(withdrawal.appliedAt), done: true }, { title: '银行处理中', note: '', done: reached >= 1 }, last];
}

/** A withdrawal's amounts, card and steps (提现成功 and 交易明细 show it). */
export function WithdrawalProgress({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <>
      <Card title="提现进度">
        {stepsOf(withdrawal).map((step) => (
          <View key={step.title} className={`wl-step ${step.done ? 'wl-step--done' : ''} ${step.failed === true ? 'wl-step--failed' : ''}`}>
            <View className="wl-step-dot" aria-hidden />
            <View className="wl-step-text">
              <Text className="wl-step-title">{step.title}</Text>
              {step.note !== '' && <Text className="wl-step-note">{step.note}</Text>}
            </View>
          </View>
        ))}
      </Card>
      <Card>
        <InfoRow label="状态" value={WITHDRAWAL_STATUS_TEXT[withdrawal.status]} testId="withdrawal-status" />
        <InfoRow label="提现金额" value={fenText(withdrawal.amountFen)} />
        <InfoRow label="手续费" value={fenText(withdrawal.feeFen)} />
        <InfoRow label="到账金额" value={fenText(withdrawal.arrivalFen)} strong testId="withdrawal-arrival" />
        <InfoRow label="到账银行卡" value={bankCardText(withdrawal)} />
        <InfoRow label="申请时间" value={walletTimeText(withdrawal.appliedAt)} />
      </Card>
    </>
  );
}
