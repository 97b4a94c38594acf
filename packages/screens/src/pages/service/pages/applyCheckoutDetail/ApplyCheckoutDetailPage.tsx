import * as React from 'react';
import { useCloseCheckoutMutation, useGetCheckoutDetailQuery } from '@aster/core-api';
import { View } from 'remax/one';
import { CONTRACT_FLOW_TYPE, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { FlowCodeCard } from '@screens/features/lease/FlowCodeCard';
import { ProgressSteps } from '@screens/features/leaseEnding/leaseParts';
import { checkoutProgress } from '@screens/features/leaseEnding/leaseRules';
import { StatusHead } from '@screens/ui/StatusHead';

/**
 * 退租申请详情: its status and steps; while open, the refund to sign, or cancel (checkout/v1/close), and the 退房码
 * (contract/qrcode, flowType 2) the housekeeper scans when the keys are handed back.
 */
function ApplyCheckoutDetailPage({ params: { id } }: PageProps<'pages/service/pages/applyCheckoutDetail/index'>) {
  const detail = useGetCheckoutDetailQuery({ id }, { refetchOnMountOrArgChange: true });
  const [closeCheckout, closing] = useCloseCheckoutMutation();
  const application = detail.data;
  if (application === undefined) return <QueryStatePage query={detail} failedText="退租申请加载失败" />;
  const { contractId } = application;

  const onCancel = async () => {
    if (closing.isLoading) return;
    const confirmed = await ui.showModal({ title: '取消退租申请', content: '取消后合同恢复为在租中，如需退租可重新申请。确定取消吗？', showCancel: true, confirmText: '确定取消' });
    if (!confirmed) return;
    try {
      await closeCheckout({ id }).unwrap();
      ui.toast('退租申请已取消', 'success');
    } catch {
      // The request layer has shown why; the application stays as it was.
    }
  };

  return (
    <Page>
      <StatusHead status={application.statusText} note={application.houseTitle} testId="apply-checkout-detail-status" />
      <View className="bk-body ak-overlap">
        <Card title="申请进度">
          <ProgressSteps steps={checkoutProgress(application)} testId="apply-checkout-detail-steps" />
        </Card>
        <Card title="申请信息">
          <InfoRow label="合同编号" value={application.contractNo} />
          <InfoRow label="预计退租日期" value={application.expectCheckoutDate} testId="apply-checkout-detail-date" />
        </Card>
        {application.status === 'applied' && <FlowCodeCard contractId={contractId} flowType={CONTRACT_FLOW_TYPE.checkOut} />}
        <Card flush>
          {application.status === 'applied' && (
            <Cell title="退款明细" testId="apply-checkout-detail-refund" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/un_rent/index', { contractId }))} />
          )}
          {application.status === 'settled' && (
            <Cell title="退租进度" testId="apply-checkout-detail-progress" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/un_rent_detail/index', { contractId }))} />
          )}
          {application.status !== 'closed' && (
            <Cell title="退租文件" testId="apply-checkout-detail-files" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/checkout_view_files/index', { contractId }))} />
          )}
        </Card>
      </View>
      {application.status === 'applied' && (
        <ActionBar>
          <Button kind="default" testId="apply-checkout-detail-cancel" disabled={closing.isLoading} onTap={() => void onCancel()}>
            取消申请
          </Button>
          <Button testId="apply-checkout-detail-sign" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/un_rent/index', { contractId }))}>
            退租结算
          </Button>
        </ActionBar>
      )}
    </Page>
  );
}

export default definePage('pages/service/pages/applyCheckoutDetail/index', ApplyCheckoutDetailPage);
