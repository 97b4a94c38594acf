import * as React from 'react';
import { View } from 'remax/one';
import { useGetWalletMovementQuery } from '@aster/core-api';
import { WALLET_MOVEMENT_TEXT, WITHDRAWAL_STATUS_TEXT, pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import { StatusHead } from '@screens/ui/StatusHead';
import { InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { fenText, signedFenText, walletTimeText } from './walletText';
import './wallet.css';

/** 交易详情: one movement of the balance, with what it belongs to (the bill it paid, the withdrawal, the order). */
export function MovementDetail({ id }: { id: string }) {
  const query = useGetWalletMovementQuery({ id }, { refetchOnMountOrArgChange: true });
  const movement = query.data;
  if (movement === undefined) return <QueryStatePage query={query} failedText="交易详情加载失败" />;
  const go = (url: string) => void navigation.navigateTo(url);
  return (
    <Page>
      <StatusHead status={signedFenText(movement.amountFen)} note={movement.title} testId="movement-amount" />
      <View className="wl-body ak-overlap">
        <Card>
          <InfoRow label="交易类型" value={WALLET_MOVEMENT_TEXT[movement.kind]} testId="movement-kind" />
          <InfoRow label="交易金额" value={signedFenText(movement.amountFen)} />
          <InfoRow label="交易后余额" value={fenText(movement.balanceAfterFen)} testId="movement-balance" />
          <InfoRow label="交易时间" value={walletTimeText(movement.at)} />
          <InfoRow label="交易单号" value={`W${movement.id.padStart(10, '0')}`} />
          {movement.orderNo !== null && <InfoRow label="支付订单号" value={movement.orderNo} />}
        </Card>
        {movement.bill !== null && movement.billId !== null && (
          <Card title="支付的账单">
            <Cell title={movement.bill.title} value={`合同${movement.bill.contractNo}`} onTap={() => go(pageLink('pages/bill/bill_detail/index', { id: movement.billId ?? '' }))} testId="movement-bill" />
          </Card>
        )}
        {movement.withdrawal !== null && (
          <Card title="提现">
            <Cell
              title={WITHDRAWAL_STATUS_TEXT[movement.withdrawal.status]}
              value={`到账${fenText(movement.withdrawal.arrivalFen)}`}
              onTap={() => go(pageLink('pages/wallet/transaction_detail/index', { id: movement.withdrawal?.id ?? '' }))}
              testId="movement-withdrawal"
            />
          </Card>
        )}
      </View>
    </Page>
  );
}
