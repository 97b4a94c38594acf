import * as React from 'react';
import { useApplyCheckoutMutation, useGetContractDetailQuery, useGetRefundPreviewQuery, useGetUndoneCheckoutQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { checkoutDateProblem, chinaDate, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { DateSheet } from '@screens/features/leaseEnding/leaseParts';
import { checkoutWindow, errorMessageOf, signedYuan } from '@screens/features/leaseEnding/leaseRules';

/** 退租申请: a move-out date within the lease (core-domain's checkoutDateProblem), what it would settle at, then checkout/v1. */
function ApplyCheckoutPage({ params: { contractId } }: PageProps<'pages/service/pages/applyCheckout/index'>) {
  const detail = useGetContractDetailQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const open = useGetUndoneCheckoutQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const [applyCheckout, applying] = useApplyCheckoutMutation();
  const [date, setDate] = React.useState('');
  const [picking, setPicking] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);
  const contract = detail.data;
  const today = chinaDate(clock.now());
  const bounds = contract === undefined ? null : checkoutWindow(today, contract);
  const preview = useGetRefundPreviewQuery({ id: contractId, checkoutDate: date }, { skip: date === '' || contract?.status !== 'renting' });

  if (contract === undefined || open.data === undefined) return <QueryStatePage query={contract === undefined ? detail : open} failedText="合同加载失败" />;

  if (open.data !== null) {
    const application = open.data;
    return (
      <Page>
        <View className="bk-body">
          <StateView status="empty" text={`已申请于${application.expectCheckoutDate}退租`} />
          <Button testId="apply-checkout-open" onTap={() => void navigation.redirectTo(pageLink('pages/service/pages/applyCheckoutDetail/index', { id: application.id }))}>
            查看退租申请
          </Button>
        </View>
      </Page>
    );
  }
  if (contract.status !== 'renting' || bounds === null) {
    return (
      <Page>
        <View className="bk-body">
          <StateView status="empty" text={`该合同${contract.statusText}，暂不能申请退租`} />
        </View>
      </Page>
    );
  }

  const onSubmit = async () => {
    const refused = checkoutDateProblem(date, today, contract);
    setProblem(refused);
    if (refused !== null || applying.isLoading) return;
    try {
      const application = await applyCheckout({ contractId, expectCheckoutDate: date }).unwrap();
      ui.toast('退租申请已提交', 'success');
      void navigation.redirectTo(pageLink('pages/service/pages/applyCheckoutDetail/index', { id: application.id }));
    } catch (error) {
      // The request layer showed the server's words; they stay under the field too, with the date as picked.
      setProblem(errorMessageOf(error) ?? '提交失败，请稍后再试');
    }
  };

  return (
    <Page>
      <View className="bk-body">
        <Card title={contract.house.title}>
          <InfoRow label="合同编号" value={contract.contractNo} />
          <InfoRow label="租期" value={`${contract.startDate}至${contract.endDate}`} />
        </Card>
        <Card flush>
          <Cell title="退租日期" value={date === '' ? '请选择' : date} testId="apply-checkout-date" onTap={() => setPicking(true)} />
        </Card>
        {problem !== null && (
          <View data-testid="apply-checkout-error">
            <FieldError>{problem}</FieldError>
          </View>
        )}
        {date !== '' && preview.data !== undefined && (
          <Card>
            <InfoRow label={preview.data.netFen >= 0 ? '预计退还' : '预计需补交'} value={signedYuan(preview.data.netFen)} strong testId="apply-checkout-net" />
            <Text className="le-muted">{preview.data.early ? '租期内提前退租，需按退租规则支付违约金。' : '租期届满退租，无违约金。'}</Text>
            <Text className="ak-link" data-testid="apply-checkout-breakdown" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/un_rent/index', { contractId }))}>
              查看退款明细与退租规则
            </Text>
          </Card>
        )}
        <Text className="le-muted">提交后管家会与您约定退房交割时间；退房前可随时取消申请。</Text>
      </View>
      <ActionBar>
        <Button testId="apply-checkout-submit" disabled={applying.isLoading} onTap={() => void onSubmit()}>
          {applying.isLoading ? '提交中…' : '提交退租申请'}
        </Button>
      </ActionBar>
      {picking && (
        <DateSheet
          title="选择退租日期"
          first={bounds.first}
          last={bounds.last}
          value={date}
          onClose={() => setPicking(false)}
          onPick={(value) => {
            setDate(value);
            setProblem(null);
            setPicking(false);
          }}
        />
      )}
    </Page>
  );
}

export default definePage('pages/service/pages/applyCheckout/index', ApplyCheckoutPage);
