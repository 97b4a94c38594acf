import * as React from 'react';
import { useGetRefundPreviewQuery, useSignRefundMutation } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { errorCodeOf } from '@screens/hooks/requestKey';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Checkbox, CheckboxLink } from '@screens/ui/Checkbox';
import { Page } from '@screens/ui/Page';
import { ActionBar } from '@screens/features/booking/bookingParts';
import { yuanText } from '@screens/ui/houseFacts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { RefundLines } from '@screens/features/leaseEnding/leaseParts';

const CHANGED_TEXT = '退款明细已更新，请重新确认后签署';

/**
 * 退租签约: the tenant signs the checkout agreement on the numbers shown (refund-sign takes the preview's own sign
 * back). When a bill changed meanwhile the server refuses the old numbers: the page says so and shows the new ones.
 * A confirm step (agree + sign): the handwritten pad of the signing pages is not shared yet.
 */
function CheckoutSignPage({ params: { contractId } }: PageProps<'pages/contract/pages/checkout_sign/index'>) {
  const preview = useGetRefundPreviewQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const [signRefund, signing] = useSignRefundMutation();
  const [agreed, setAgreed] = React.useState(false);
  const [changed, setChanged] = React.useState(false);

  const current = preview.data;
  if (current === undefined) return <QueryStatePage query={preview} failedText="退款明细加载失败" />;

  const onSign = async () => {
    if (!agreed) {
      ui.toast('请先阅读并同意《退租协议》');
      return;
    }
    if (signing.isLoading || preview.isFetching) return;
    try {
      await signRefund({ id: contractId, sign: current.sign }).unwrap();
      ui.toast('退租协议已签署', 'success');
      void navigation.redirectTo(pageLink('pages/contract/pages/un_rent_detail/index', { contractId }));
    } catch (error) {
      if (errorCodeOf(error) === 'REFUND_PREVIEW_CHANGED') {
        setChanged(true);
        setAgreed(false);
        void preview.refetch();
      }
    }
  };

  return (
    <Page>
      <View className="bk-body">
        {changed && (
          <View role="alert" data-testid="checkout-sign-changed">
            <Text className="le-notice">{CHANGED_TEXT}</Text>
          </View>
        )}
        <Text className="le-muted">退租日期 {current.checkoutDate}{current.early ? '（提前退租）' : '（租期届满）'}</Text>
        <RefundLines lines={current.lines} netFen={current.netFen} account={current.refundAccount} title="结算明细" />
        <Checkbox checked={agreed} onChange={setAgreed} label="我已阅读并同意退租协议" testId="checkout-sign-agree">
          <Text>我已阅读并同意</Text>
          <CheckboxLink
            label="查看退租协议"
            testId="checkout-sign-agreement"
            onOpen={() => void navigation.navigateTo(pageLink('pages/contract/pages/checkout_sign_contract_preview/index', { contractId }))}
          >
            《退租协议》
          </CheckboxLink>
        </Checkbox>
      </View>
      <ActionBar amountLabel={current.netFen >= 0 ? '退还' : '补交'} amount={yuanText(Math.abs(current.netFen) / 100)}>
        <Button testId="checkout-sign-submit" disabled={signing.isLoading || preview.isFetching} onTap={() => void onSign()}>
          {signing.isLoading ? '签署中…' : '确认签署'}
        </Button>
      </ActionBar>
    </Page>
  );
}

export default definePage('pages/contract/pages/checkout_sign/index', CheckoutSignPage);
