import * as React from 'react';
import { Text, View } from 'remax/one';
import { formatAmount } from '@aster/core-domain';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { payRuleText, yuanText, yuanToFen } from '@screens/ui/houseFacts';
import { useHouseFromParams } from '@screens/hooks/useHouseFromParams';
import { definePage, type PageProps } from '@screens/app/definePage';
import { firstPayment } from './firstPayment';
import '@screens/ui/house.css';

/** "5.00元/吨" (the unit names the currency); a zero fee is "免费". */
function feeText(amount: number | string, unit: string): string {
  if (yuanToFen(amount) === 0n) return '免费';
  return `${yuanText(amount)}${unit}`;
}

/** Every fee of a house and what is paid at signing (rent x payMonths + deposit, computed in fen). */
function HouseCostInfoPage({ params }: PageProps<'pages/house/house_cost_info/index'>) {
  const { house, fallback } = useHouseFromParams(params.id);
  if (house === null) return fallback;
  const { deposit } = house;
  const payment = firstPayment(house.rent, deposit.payMonths, deposit.depositAmount);
  const rule = payRuleText(deposit.depositMonths, deposit.payMonths);

  return (
    <Page>
      <View className="ak-body">
        <Card title="签约时首期支付">
          <View className="hd-sum">
            <Text className="hd-sum-label">{rule} · 合计</Text>
            <Text className="hd-sum-value" data-testid="first-payment">
              {payment === null ? '以合同为准' : `¥${formatAmount(payment.totalFen)}`}
            </Text>
          </View>
          {payment !== null && (
            <View>
              <View className="hd-row">
                <View className="hd-row-main">
                  <Text className="hd-row-name">房租</Text>
                  <Text className="hd-row-note">
                    ¥{formatAmount(payment.rentFen)}/月 × {payment.payMonths}个月
                  </Text>
                </View>
                <Text className="hd-row-value">¥{formatAmount(payment.rentPartFen)}</Text>
              </View>
              <View className="hd-row">
                <View className="hd-row-main">
                  <Text className="hd-row-name">押金</Text>
                  <Text className="hd-row-note">押{deposit.depositMonths}个月房租，退租时无损退还</Text>
                </View>
                <Text className="hd-row-value">¥{formatAmount(payment.depositFen)}</Text>
              </View>
            </View>
          )}
          <Text className="hd-hint">其他费用按下表另行收取；实际金额以签约时的合同和账单为准。</Text>
        </Card>

        <Card title="其他费用">
          {house.fees.length === 0 ? (
            <Text className="hd-hint">除房租和押金外无其他费用。</Text>
          ) : (
            house.fees.map((fee) => (
              <View key={fee.name} className="hd-row" data-testid="fee-row">
                <View className="hd-row-main">
                  <Text className="hd-row-name">{fee.name}</Text>
                  {fee.note ? <Text className="hd-row-note">{fee.note}</Text> : null}
                </View>
                <Text className="hd-row-value">{feeText(fee.amount, fee.unit)}</Text>
              </View>
            ))
          )}
        </Card>
      </View>
    </Page>
  );
}

export default definePage('pages/house/house_cost_info/index', HouseCostInfoPage);
