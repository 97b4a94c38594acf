import * as React from 'react';
import { useGetContractDetailQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { yuanText } from '@screens/ui/houseFacts';
import '@screens/features/leaseEnding/leaseEnding.css';

/** 退租规则: what leaving costs under this lease, in the words of core-domain's unRentRuleText (the rule the preview uses). */
function UnRentRulePage({ params: { contractId } }: PageProps<'pages/contract/pages/un_rent_rule/index'>) {
  const detail = useGetContractDetailQuery({ id: contractId });
  const contract = detail.data;
  if (contract === undefined) return <QueryStatePage query={detail} failedText="退租规则加载失败" />;
  return (
    <Page>
      <View className="bk-body">
        <Card title="本合同">
          <InfoRow label="租期" value={`${contract.startDate}至${contract.endDate}`} />
          <InfoRow label="月租金" value={`¥${yuanText(contract.rent)}`} />
          <InfoRow label="押金" value={`¥${yuanText(contract.deposit)}`} />
          <InfoRow label="提前退租违约金" value={`月租金的${contract.unRentRule.penaltyPercentOfRent}%`} strong testId="un-rent-rule-penalty" />
        </Card>
        <Card title="退租规则">
          {contract.unRentRuleText.map((paragraph) => (
            <Text key={paragraph} className="le-paragraph" data-testid="un-rent-rule-text">
              {paragraph}
            </Text>
          ))}
        </Card>
      </View>
      {(contract.status === 'renting' || contract.status === 'checkout_applied') && (
        <ActionBar>
          <Button testId="un-rent-rule-preview" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/un_rent/index', { contractId }))}>
            查看退租结算
          </Button>
        </ActionBar>
      )}
    </Page>
  );
}

export default definePage('pages/contract/pages/un_rent_rule/index', UnRentRulePage);
