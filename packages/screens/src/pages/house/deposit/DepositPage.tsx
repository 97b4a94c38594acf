import * as React from 'react';
import { Text, View } from 'remax/one';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { payRuleText, yuanText } from '@screens/ui/houseFacts';
import { useHouseFromParams } from '@screens/hooks/useHouseFromParams';
import { definePage, type PageProps } from '@screens/app/definePage';
import '@screens/ui/house.css';

/** The deposit rule and its refund, and the 定金 that holds the room (the route table asks for login here). */
function DepositPage({ params }: PageProps<'pages/house/deposit/index'>) {
  const { house, fallback } = useHouseFromParams(params.id);
  if (house === null) return fallback;
  const { deposit } = house;
  const rule = payRuleText(deposit.depositMonths, deposit.payMonths);

  return (
    <Page>
      <View className="ak-body">
        <Card title="押金规则">
          <View className="hd-sum">
            <Text className="hd-sum-label">{rule}</Text>
            <Text className="hd-sum-value" data-testid="deposit-amount">
              ¥{yuanText(deposit.depositAmount)}
            </Text>
          </View>
          <Text className="hd-paragraph">
            {deposit.depositMonths === 0
              ? `本房源免押金，房租每${deposit.payMonths}个月支付一次。`
              : `签约时支付${deposit.depositMonths}个月房租作为押金，房租每${deposit.payMonths}个月支付一次（${rule}）。`}
          </Text>
        </Card>

        <Card title="退还规则">
          <Text className="hd-paragraph" data-testid="refund-rule">
            {deposit.refundRule}
          </Text>
        </Card>

        <Card title="定金（预订房源）">
          <View className="hd-sum">
            <Text className="hd-sum-label">预订定金</Text>
            <Text className="hd-sum-value" data-testid="reservation-deposit">
              ¥{yuanText(house.reservationDeposit)}
            </Text>
          </View>
          <Text className="hd-paragraph">
            支付定金后房源为您保留，其他人无法预订。签约时定金可抵扣首期房租；在约定时间内未签约的，定金按预订协议处理。
          </Text>
        </Card>
      </View>
    </Page>
  );
}

export default definePage('pages/house/deposit/index', DepositPage);
