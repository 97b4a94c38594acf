import * as React from 'react';
import { useGetReservationAgreementQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { z } from 'zod';
import { pageUrl } from '@aster/core-domain';
import { usePageParams } from '../../../../hooks/usePageParams';
import { useRequireLogin } from '../../../../hooks/useRequireLogin';
import { navigation } from '../../../../platform/navigation';
import { Button } from '../../../../ui/Button';
import { Page } from '../../../../ui/Page';
import { RESERVATION_PREVIEW_PAGE, RESERVATION_SIGN_PAGE } from '../reservation_common/bookingPages';
import { ActionBar } from '../reservation_common/bookingParts';
import { QueryState, guardedPage } from '../reservation_common/pageStates';

const ParamsSchema = z.object({ id: z.string().min(1) });

/** 预订合同预览: the agreement as plain text (never server HTML), then 去签署. */
export default function ReservationContractPreviewPage() {
  const params = usePageParams(ParamsSchema);
  const id = params?.id ?? '';
  const loggedIn = useRequireLogin(RESERVATION_PREVIEW_PAGE, params ?? {});
  const agreement = useGetReservationAgreementQuery({ id }, { skip: !loggedIn || id === '' });

  const guard = guardedPage(loggedIn, params !== null, '预订信息有误');
  if (guard !== null) return guard;

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
          onTap={() => void navigation.navigateTo(pageUrl(RESERVATION_SIGN_PAGE, { id }))}
        >
          去签署
        </Button>
      </ActionBar>
    </Page>
  );
}
