import * as React from 'react';
import { useGetReservationDetailQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { HOME_PAGE, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { HouseBrief, InfoRow, ResultHead } from '@screens/features/booking/bookingParts';
import { yuanText } from '@screens/ui/houseFacts';
import { ReservationContractLink } from '@screens/features/signing/ReservationContractLink';

const NEXT_STEPS = [
  '管家将在1个工作日内联系您，确认签约时间',
  '入住日期前到店或线上签署正式租赁合同，定金抵扣首期租金',
  '签约前如需取消，可在预订详情中申请，定金原路退回',
] as const;

/** 预订成功: what is held for the tenant, what they paid and what happens next. */
function OnlineReservationSuccessPage({ params: { id } }: PageProps<'pages/contract/pages/online_reservation_success/index'>) {
  const detail = useGetReservationDetailQuery({ id }, { refetchOnMountOrArgChange: true });

  const reservation = detail.data;
  const paid = reservation?.status === 'paid' || reservation?.status === 'converted';

  return (
    <Page>
      <ResultHead
        title={paid || reservation === undefined ? '预订成功' : '预订处理中'}
        text={paid || reservation === undefined ? '房源已为您保留，请留意管家来电' : '支付结果确认中，请稍后在预订详情查看'}
        tone={paid || reservation === undefined ? 'success' : 'info'}
      />
      <View className="ak-body">
        {reservation === undefined ? (
          <Card>
            <StateView status={detail.isError ? 'error' : 'loading'} text={detail.isError ? '预订加载失败' : undefined} error={detail.error} onRetry={() => void detail.refetch()} />
          </Card>
        ) : (
          <>
            <Card>
              <HouseBrief coverUrl={reservation.coverUrl} title={reservation.houseTitle} meta={reservation.storeName} rent={reservation.rent} testId="reserve-success-house" />
            </Card>
            <Card title="预订信息">
              <InfoRow label={paid ? '已付定金' : '定金'} value={`¥${yuanText(reservation.depositAmount)}`} strong testId="reserve-success-amount" />
              <InfoRow label="入住日期" value={reservation.checkInDate} />
              <InfoRow label="租期" value={`${reservation.leaseMonths}个月`} />
              <InfoRow label="门店地址" value={reservation.address} />
            </Card>
            <Card title="接下来">
              <View className="bk-steps">
                {NEXT_STEPS.map((step, index) => (
                  <View key={step} className="bk-step">
                    <Text className="bk-step-index">{index + 1}</Text>
                    <Text className="bk-step-text">{step}</Text>
                  </View>
                ))}
              </View>
            </Card>
          </>
        )}
        <View className="bk-actions">
          {paid && <ReservationContractLink reservationId={id} />}
          <Button testId="reserve-success-detail" onTap={() => void navigation.redirectTo(pageLink('pages/contract/pages/reservation_detail/index', { id }))}>
            查看预订
          </Button>
          <Button kind="default" onTap={() => void navigation.reLaunch(pageLink(HOME_PAGE))}>
            返回首页
          </Button>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/contract/pages/online_reservation_success/index', OnlineReservationSuccessPage);
