import * as React from 'react';
import { useGetInvoiceLinesQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { INVOICE_ITEM_KIND_TEXT } from '@aster/core-domain';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { money, periodText, timeText } from './invoiceText';
import '@screens/features/booking/booking.css';
import './invoice.css';

/** 开票明细: each bill or order of one invoice, with its period (or when it was paid) and amount, and the total. */
export function Particulars({ id }: { id: string }) {
  const query = useGetInvoiceLinesQuery({ id });
  const lines = query.data?.lines;
  if (lines === undefined) return <QueryStatePage query={query} failedText="明细加载失败" />;
  const total = lines.reduce((sum, line) => sum + line.amountFen, 0);
  return (
    <Page>
      <View className="bk-body iv-lines">
        {lines.length === 0 ? (
          <StateView status="empty" text="暂无明细" />
        ) : (
          <>
            {lines.map((line) => (
              <View key={`${line.kind}:${line.id}`} className="bk-list-card" data-testid={`iv-line-${line.kind}-${line.id}`}>
                <View className="iv-row">
                  <Text className="iv-item-title">{line.title}</Text>
                  <Text className="iv-amount">{money(line.amountFen)}</Text>
                </View>
                <Text className="iv-meta">{`所属期间：${periodText(line)}`}</Text>
                <Text className="iv-meta">{`${INVOICE_ITEM_KIND_TEXT[line.kind]}${line.contract !== '' ? ` · 合同 ${line.contract}` : ''} · 支付于 ${timeText(line.paidAt)}`}</Text>
              </View>
            ))}
            <View className="iv-row iv-total">
              <Text>{`共${lines.length}笔，合计`}</Text>
              <Text className="iv-amount iv-amount--big" data-testid="iv-lines-total">
                {money(total)}
              </Text>
            </View>
          </>
        )}
      </View>
    </Page>
  );
}
