import * as React from 'react';
import { useGetBillSplitQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { BILL_STATUS_TEXT, chinaDate, formatAmount } from '@aster/core-domain';
import { clock } from '@screens/platform/clock';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StatusHead } from '@screens/ui/StatusHead';
import { InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { BillCard } from '@screens/features/bills/billParts';
import './tenantPayments.css';

/** 分期原账单: the bill that was split (by its id or an instalment's), when, and each instalment with its state. */
export function SplitOrigin({ id }: { id: string }) {
  const query = useGetBillSplitQuery({ id }, { refetchOnMountOrArgChange: true });
  const split = query.data;
  if (split === undefined) return <QueryStatePage query={query} failedText="分期账单加载失败" />;
  const { original, instalments } = split;
  const paid = instalments.filter((part) => part.status === 'paid').length;
  const today = chinaDate(clock.now());
  return (
    <Page>
      <StatusHead status={BILL_STATUS_TEXT[original.status]} note={`共${instalments.length}期 · 已还${paid}期`} testId="split-origin-status" />
      <View className="ak-body ak-overlap">
        <Card title={original.title}>
          <InfoRow label="原账单金额" value={`¥${formatAmount(original.amount)}`} strong testId="split-origin-amount" />
          <InfoRow label="分期服务费" value={Number(split.fee) === 0 ? '免费' : `¥${formatAmount(split.fee)}`} />
          <InfoRow label="合同编号" value={original.contractNo} />
          <InfoRow label="账期" value={`${original.periodStart} 至 ${original.periodEnd}`} />
          <InfoRow label="分期时间" value={split.splitAt.replace('T', ' ').slice(0, 16)} />
        </Card>
        <Text className="tp-section">分期账单</Text>
        {instalments.map((part) => (
          <View key={part.id} data-testid={`split-part-${part.instalment}`}>
            <BillCard bill={part} today={today} />
          </View>
        ))}
      </View>
    </Page>
  );
}
