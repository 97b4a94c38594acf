import * as React from 'react';
import { useGetContractDetailQuery, useGetRefundPreviewQuery, useGetUndoneCheckoutQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { chinaDate, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { DateSheet, RefundLines } from '@screens/features/leaseEnding/leaseParts';
import { checkoutWindow, unRentStep } from '@screens/features/leaseEnding/leaseRules';

/**
 * 退租结算: the refund for a move-out date, line by line (contract/refund-preview, core-domain's refundPreview). While
 * 在租中 the tenant tries dates and then applies; with a checkout open the date is the application's and they go on
 * to sign; once settled the page points to the progress.
 */
function UnRentPage({ params: { contractId } }: PageProps<'pages/contract/pages/un_rent/index'>) {
  const detail = useGetContractDetailQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const open = useGetUndoneCheckoutQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const contract = detail.data;
  const today = chinaDate(clock.now());
  const bounds = contract === undefined ? null : checkoutWindow(today, contract);
  const [picked, setPicked] = React.useState<string | null>(null);
  const [picking, setPicking] = React.useState(false);
  const step = contract === undefined ? 'none' : unRentStep(contract.status);
  const openDate = open.data?.expectCheckoutDate;
  const date = step === 'sign' ? openDate : (picked ?? bounds?.first);
  const preview = useGetRefundPreviewQuery({ id: contractId, checkoutDate: date }, { skip: date === undefined || (step !== 'apply' && step !== 'sign') });

  if (contract === undefined) return <QueryStatePage query={detail} failedText="合同加载失败" />;
  const toRule = () => void navigation.navigateTo(pageLink('pages/contract/pages/un_rent_rule/index', { contractId }));

  if (step === 'settled' || step === 'none') {
    return (
      <Page>
        <View className="bk-body">
          <StateView status="empty" text={step === 'settled' ? `该合同已${contract.statusText}，退租已结算` : `该合同${contract.statusText}，暂不能办理退租`} />
          {step === 'settled' && (
            <Button testId="un-rent-progress" onTap={() => void navigation.redirectTo(pageLink('pages/contract/pages/un_rent_detail/index', { contractId }))}>
              查看退租进度
            </Button>
          )}
        </View>
      </Page>
    );
  }

  return (
    <Page>
      <View className="bk-body">
        <Card title={contract.house.title}>
          <InfoRow label="合同编号" value={contract.contractNo} />
          <InfoRow label="租期" value={`${contract.startDate}至${contract.endDate}`} />
          <InfoRow label="合同状态" value={contract.statusText} />
        </Card>
        <Card flush>
          <Cell
            title="退租日期"
            value={date ?? '请选择'}
            testId="un-rent-date"
            onTap={step === 'apply' && bounds !== null ? () => setPicking(true) : undefined}
          />
          <Cell title="退租规则" value={preview.data?.early === false ? '租期届满，无违约金' : '提前退租需支付违约金'} onTap={toRule} testId="un-rent-rule" />
        </Card>
        {step === 'sign' && <Text className="le-muted">已申请于{openDate}退租；如需改期，请先取消退租申请再重新申请。</Text>}
        {preview.data !== undefined && !preview.isFetching ? (
          <RefundLines lines={preview.data.lines} netFen={preview.data.netFen} account={preview.data.refundAccount} />
        ) : (
          <StateView status={preview.isError ? 'error' : 'loading'} text={preview.isError ? '退款明细加载失败' : '正在计算退款明细…'} error={preview.error} onRetry={() => void preview.refetch()} />
        )}
      </View>
      <ActionBar>
        {step === 'apply' ? (
          <Button
            testId="un-rent-apply"
            disabled={bounds === null}
            onTap={() => void navigation.navigateTo(pageLink('pages/service/pages/applyCheckout/index', { contractId }))}
          >
            申请退租
          </Button>
        ) : (
          <Button
            testId="un-rent-sign"
            disabled={preview.data === undefined}
            onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/checkout_sign/index', { contractId }))}
          >
            确认明细，去签署
          </Button>
        )}
      </ActionBar>
      {picking && bounds !== null && (
        <DateSheet
          title="选择退租日期"
          first={bounds.first}
          last={bounds.last}
          value={date ?? ''}
          onClose={() => setPicking(false)}
          onPick={(value) => {
            setPicked(value);
            setPicking(false);
          }}
        />
      )}
    </Page>
  );
}

export default definePage('pages/contract/pages/un_rent/index', UnRentPage);
