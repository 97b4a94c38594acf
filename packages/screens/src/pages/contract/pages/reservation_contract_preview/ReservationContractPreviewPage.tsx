import * as React from 'react';
import { useGetReservationAgreementQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { ActionBar } from '@screens/features/booking/bookingParts';
import { QueryState } from '@screens/features/booking/pageStates';

/** 预订合同预览: the agreement as plain text (never server HTML), then 去签署. */
function ReservationContractPreviewPage({ params: { id } }: PageProps<'pages/contract/pages/reservation_contract_preview/index'>) {
  const agreement = useGetReservationAgreementQuery({ id });

  return (
    <Page>
      <View className="bk-body">
        {agreement.data === undefined ? (
          <QueryState query={agreement} failedText="协议加载失败" />
        ) : (
          <View className="bk-paper" data-testid="agreement">
            <Text className="bk-paper-title">{agreement.data.title}</Text>
            {agreement.data.paragraphs.map((paragraph, index) => (
              <Text key={index} className="bk-paper-paragraph">
                {paragraph}
              </Text>
            ))}
          </View>
        )}
      </View>
      <ActionBar>
        <Button
          disabled={agreement.data === undefined}
          testId="preview-sign"
          onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/reservation_sign/index', { id }))}
        >
          去签署
        </Button>
      </ActionBar>
    </Page>
  );
}

export default definePage('pages/contract/pages/reservation_contract_preview/index', ReservationContractPreviewPage);
