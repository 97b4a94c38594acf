import * as React from 'react';
import { Text, View } from 'remax/one';
import { useGetSupportedBanksQuery } from '@aster/core-api';
import { definePage } from '@screens/app/definePage';
import { limitText } from '@screens/features/billSettle/limitText';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { QueryList } from '@screens/ui/StateView';
import '@screens/features/billSettle/billSettle.css';

/** 支持的银行 (bill_bank_support): the banks whose debit cards the app takes, with each one's card-payment limits. */
function BillBankSupportPage() {
  const banks = useGetSupportedBanksQuery();
  return (
    <Page>
      <View className="ak-body">
        <Card title="支持的银行（仅限借记卡）">
          <QueryList query={banks} emptyText="暂无支持的银行" errorText="银行列表加载失败">
            {(items) =>
              items.map((bank) => (
                <View key={bank.code} className="bs-support-row" data-testid={`bank-support-${bank.code}`}>
                  <Text>{bank.name}</Text>
                  <Text className="bs-support-limit">{`单笔${limitText(bank.singleLimit)} / 单日${limitText(bank.dailyLimit)}`}</Text>
                </View>
              ))
            }
          </QueryList>
        </Card>
      </View>
    </Page>
  );
}

export default definePage('pages/bill/bill_bank_support/index', BillBankSupportPage);
