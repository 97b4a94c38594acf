import * as React from 'react';
import { View } from 'remax/one';
import { useGetWithdrawalQuery } from '@aster/core-api';
import { WITHDRAWAL_STATUS_TEXT, pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { StatusHead } from '@screens/ui/StatusHead';
import { ResultHead } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { WithdrawalProgress } from './WithdrawalProgress';
import { dayText, fenText } from './walletText';
import './wallet.css';

/** 提现成功: the application is in, the money is frozen and the bank pays it by the promised day. */
export function WithdrawSuccess({ id }: { id: string }) {
  const query = useGetWithdrawalQuery({ id }, { refetchOnMountOrArgChange: true });
  const withdrawal = query.data;
  if (withdrawal === undefined) return <QueryStatePage query={query} failedText="提现记录加载失败" />;
  return (
    <Page>
      <ResultHead title="提现申请已提交" text={`${fenText(withdrawal.arrivalFen)}预计${dayText(withdrawal.expectedBy)}前到账，请留意银行通知`} />
      <View className="wl-body">
        <WithdrawalProgress withdrawal={withdrawal} />
        <Button testId="withdraw-success-done" onTap={() => void navigation.redirectTo(pageLink('pages/wallet/wallet/index'))}>
          返回钱包
        </Button>
      </View>
    </Page>
  );
}

/** 交易明细: one withdrawal followed through the bank, from its movement or from 提现成功. */
export function WithdrawalDetail({ id }: { id: string }) {
  const query = useGetWithdrawalQuery({ id }, { refetchOnMountOrArgChange: true });
  const withdrawal = query.data;
  if (withdrawal === undefined) return <QueryStatePage query={query} failedText="提现记录加载失败" />;
  return (
    <Page>
      <StatusHead status={WITHDRAWAL_STATUS_TEXT[withdrawal.status]} note={fenText(withdrawal.amountFen)} testId="withdrawal-head" />
      <View className="wl-body ak-overlap">
        <WithdrawalProgress withdrawal={withdrawal} />
      </View>
    </Page>
  );
}
