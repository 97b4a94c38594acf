import * as React from 'react';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { ResultHead } from '@screens/features/booking/bookingParts';
import { SIGN_FAILED_TEXT } from '@screens/features/signing/signingFlow';

/** 签约失败: why the signature did not take, and what to do (sign again, check the contract, or call the manager). */
function SignFailedPage({ params: { contractId, reason = 'unknown' } }: PageProps<'pages/contract/pages/sign_failed/index'>) {
  const text = SIGN_FAILED_TEXT[reason];
  return (
    <Page>
      <ResultHead title="签约未完成" text="合同尚未签署成功" tone="info" />
      <View className="ak-body">
        <Card title="原因">
          <Text className="sg-reason" data-testid="sign-failed-why">
            {text.why}
          </Text>
        </Card>
        <Card title="您可以">
          <Text className="sg-reason" data-testid="sign-failed-todo">
            {text.todo}
          </Text>
        </Card>
        <View className="bk-actions">
          {reason !== 'reservation' && (
            <Button testId="sign-failed-retry" onTap={() => void navigation.redirectTo(pageLink('pages/contract/pages/view_contract_paper/index', { contractId }))}>
              {reason === 'state' ? '查看合同' : '重新签署'}
            </Button>
          )}
          <Button kind="default" onTap={() => void navigation.redirectTo(pageLink('pages/contract/pages/contract_detail/index', { contractId }))}>
            返回合同详情
          </Button>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/contract/pages/sign_failed/index', SignFailedPage);
