import * as React from 'react';
import { useCloseRenewalMutation, useGetRenewalDetailQuery } from '@aster/core-api';
import { View } from 'remax/one';
import { formatDate, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { hasScreen } from '@screens/hooks/builtPages';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { yuanText } from '@screens/ui/houseFacts';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { ProgressSteps } from '@screens/features/leaseEnding/leaseParts';
import type { ProgressStep } from '@screens/features/leaseEnding/leaseRules';
import { StatusHead } from '@screens/ui/StatusHead';

const when = (iso: string | null | undefined) => formatDate(iso ?? null, 'yyyy-MM-dd HH:mm');

/** 续租申请详情: the new term and rent asked for, the manager's answer, cancel while waiting, the new contract once agreed. */
function ApplyRentDetailPage({ params: { id } }: PageProps<'pages/service/pages/applyRentDetail/index'>) {
  const detail = useGetRenewalDetailQuery({ id }, { refetchOnMountOrArgChange: true });
  const [closeRenewal, closing] = useCloseRenewalMutation();
  const renewal = detail.data;
  if (renewal === undefined) return <QueryStatePage query={detail} failedText="续租申请加载失败" />;

  const steps: ProgressStep[] = [{ title: '提交续租申请', text: when(renewal.createdAt), done: true }];
  if (renewal.status === 'closed') steps.push({ title: '已取消', text: when(renewal.closedAt), done: true });
  else if (renewal.status === 'applied') steps.push({ title: '管家确认', text: '管家将在3个工作日内确认', done: false });
  else steps.push({ title: renewal.status === 'approved' ? '管家已同意，请签署新合同' : `未通过${renewal.reply ? `：${renewal.reply}` : ''}`, text: when(renewal.decidedAt), done: true });

  const onCancel = async () => {
    if (closing.isLoading) return;
    if (!(await ui.showModal({ title: '取消续租申请', content: '确定取消本次续租申请吗？', showCancel: true, confirmText: '确定取消' }))) return;
    try {
      await closeRenewal({ id }).unwrap();
      ui.toast('续租申请已取消', 'success');
    } catch {
      // The request layer has shown why; the request stays as it was.
    }
  };
  const newContract = renewal.newContractId;

  return (
    <Page>
      <StatusHead status={renewal.statusText} note={renewal.houseTitle} testId="apply-rent-detail-status" />
      <View className="bk-body ak-overlap">
        <Card title="申请进度">
          <ProgressSteps steps={steps} testId="apply-rent-detail-steps" />
        </Card>
        <Card title="续租信息">
          <InfoRow label="原合同编号" value={renewal.contractNo} />
          <InfoRow label="续租期限" value={`${renewal.leaseMonths}个月`} />
          <InfoRow label="新租期" value={`${renewal.startDate}至${renewal.endDate}`} testId="apply-rent-detail-term" />
          <InfoRow label="新月租金" value={`¥${yuanText(renewal.rent)}`} strong />
          {renewal.remark !== null && renewal.remark !== undefined && <InfoRow label="备注" value={renewal.remark} />}
        </Card>
      </View>
      {renewal.status === 'applied' && (
        <ActionBar>
          <Button kind="default" testId="apply-rent-detail-cancel" disabled={closing.isLoading} onTap={() => void onCancel()}>
            取消申请
          </Button>
        </ActionBar>
      )}
      {renewal.status === 'approved' && newContract !== null && newContract !== undefined && hasScreen('pages/contract/pages/contract_detail/index') && (
        <ActionBar>
          <Button testId="apply-rent-detail-contract" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/contract_detail/index', { contractId: newContract }))}>
            查看新合同
          </Button>
        </ActionBar>
      )}
    </Page>
  );
}

export default definePage('pages/service/pages/applyRentDetail/index', ApplyRentDetailPage);
