import * as React from 'react';
import { useGetCheckoutAgreementQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { formatDate } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import '@screens/features/leaseEnding/leaseEnding.css';

/**
 * 退租协议预览: the agreement's text from the server (plain paragraphs, shown as text) and its sign place. Read-only:
 * it opens from checkout_sign (back returns there) and from the files, so it offers no way to sign of its own.
 */
function CheckoutAgreementPage({ params: { contractId } }: PageProps<'pages/contract/pages/checkout_sign_contract_preview/index'>) {
  const agreement = useGetCheckoutAgreementQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const text = agreement.data;
  if (text === undefined) return <QueryStatePage query={agreement} failedText="退租协议加载失败" />;
  return (
    <Page>
      <View className="bk-body">
        <Card title={text.title}>
          {text.paragraphs.map((paragraph, index) => (
            <Text key={`${index}-${paragraph.slice(0, 12)}`} className="le-paragraph" data-testid="checkout-agreement-paragraph">
              {paragraph}
            </Text>
          ))}
          {text.signPlaces.map((place) => (
            <Text key={place} className="le-paragraph" data-testid="checkout-agreement-sign-place">
              {`${place}：${text.signed ? `已签署 ${formatDate(text.signedAt ?? null, 'yyyy-MM-dd HH:mm')}` : '待签署'}`}
            </Text>
          ))}
        </Card>
      </View>
    </Page>
  );
}

export default definePage('pages/contract/pages/checkout_sign_contract_preview/index', CheckoutAgreementPage);
