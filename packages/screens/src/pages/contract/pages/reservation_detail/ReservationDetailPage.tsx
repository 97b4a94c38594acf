import * as React from 'react';
import { useCancelReservationMutation, useGetReservationDetailQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { type Reservation, formatDate, pageLink, parseDateInput } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { usePayment } from '@screens/pay';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { ActionBar, HouseBrief, InfoRow } from '@screens/features/booking/bookingParts';
import { yuanText } from '@screens/ui/houseFacts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { ReservationContractLink } from '@screens/features/signing/ReservationContractLink';
import { cancelConfirm, countdownText, payStep, reservationStatusNote, reservationTag } from '@screens/features/booking/reservationRules';
import { StatusHead } from '@screens/ui/StatusHead';

/** Milliseconds left to pay, ticking once a second; null without a deadline. */
function useTimeLeft(payBefore: string | null | undefined, onExpired: () => void): number | null {
  const deadline = parseDateInput(payBefore ?? null)?.getTime() ?? null;
  const [now, setNow] = React.useState(() => clock.now());
  const expiredOnce = React.useRef(false);
  React.useEffect(() => {
    if (deadline === null) return undefined;
    if (now >= deadline) {
      // The server expires it: ask once for the new status.
      if (!expiredOnce.current) {
        expiredOnce.current = true;
        onExpired();
      }
      return undefined;
    }
    const handle = clock.setTimeout(() => setNow(clock.now()), 1000);
    return () => clock.clearTimeout(handle);
  }, [deadline, now]);
  return deadline === null ? null : Math.max(0, deadline - now);
}

function dateTime(value: string | null | undefined): string {
  return formatDate(value ?? null, 'yyyy-MM-dd HH:mm');
}

/** 预订详情: status, house, amounts and dates; pay or cancel when the state machine allows it. */
function ReservationDetailPage({ params: { id } }: PageProps<'pages/contract/pages/reservation_detail/index'>) {
  const detail = useGetReservationDetailQuery({ id }, { refetchOnMountOrArgChange: true });
  const [cancelReservation, cancelling] = useCancelReservationMutation();
  const payment = usePayment();
  const reservation = detail.data;
  const awaiting = reservation?.status === 'awaiting_payment';
  const timeLeft = useTimeLeft(awaiting ? reservation?.payBefore : null, () => void detail.refetch());

  const onPay = (current: Reservation) => {
    const step = payStep(current);
    if (step === 'sign') void navigation.navigateTo(pageLink('pages/contract/pages/reservation_sign/index', { id: current.id }));
    if (step === 'pay' && typeof current.orderNo === 'string') {
      void payment.pay({ orderNo: current.orderNo, amount: current.depositAmount }, { resultTitle: '预订定金' });
    }
  };

  const onCancel = async (current: Reservation) => {
    const confirm = cancelConfirm(current.status);
    if (confirm === null || cancelling.isLoading) return;
    if (!(await ui.showModal({ ...confirm, showCancel: true }))) return;
    try {
      const after = await cancelReservation({ id: current.id }).unwrap();
      ui.toast(after.status === 'refunded' ? '已取消，定金将原路退回' : '预订已取消', 'success');
    } catch {
      // The request layer has shown the message; the reservation stays as it was.
    }
  };

  if (reservation === undefined) return <QueryStatePage query={detail} failedText="预订加载失败" />;

  const tag = reservationTag(reservation.status);
  const step = payStep(reservation);
  const cancellable = cancelConfirm(reservation.status) !== null;

  return (
    <Page>
      <StatusHead status={tag.text} note={reservationStatusNote[reservation.status]} testId="reservation-detail-status" />
      <View className="bk-body ak-overlap">
        {awaiting && timeLeft !== null && (
          <View className="bk-countdown" data-testid="reservation-countdown">
            <Text className="bk-countdown-text">剩余支付时间</Text>
            <Text className="bk-countdown-time">{countdownText(timeLeft)}</Text>
          </View>
        )}
        <Card>
          <HouseBrief coverUrl={reservation.coverUrl} title={reservation.houseTitle} meta={reservation.storeName} rent={reservation.rent} testId="reservation-detail-house" />
        </Card>
        <Card title="费用">
          <InfoRow label="月租金" value={`¥${yuanText(reservation.rent)}`} />
          <InfoRow label={reservation.status === 'paid' || reservation.status === 'converted' ? '已付定金' : '定金'} value={`¥${yuanText(reservation.depositAmount)}`} strong />
        </Card>
        <Card title="预订信息">
          <InfoRow label="预订编号" value={reservation.reservationNo} />
          <InfoRow label="入住日期" value={reservation.checkInDate} />
          <InfoRow label="租期" value={`${reservation.leaseMonths}个月`} />
          <InfoRow label="门店地址" value={reservation.address} />
          <InfoRow label="创建时间" value={dateTime(reservation.createdAt)} />
          {reservation.paidAt !== null && reservation.paidAt !== undefined && <InfoRow label="支付时间" value={dateTime(reservation.paidAt)} />}
          {reservation.cancelledAt !== null && reservation.cancelledAt !== undefined && (
            <InfoRow label="取消时间" value={dateTime(reservation.cancelledAt)} />
          )}
        </Card>
        {(reservation.status === 'paid' || reservation.status === 'converted') && (
          <View className="bk-actions">
            <ReservationContractLink reservationId={reservation.id} />
          </View>
        )}
      </View>
      {(step !== null || cancellable) && (
        <ActionBar>
          {cancellable && (
            <Button kind="default" disabled={cancelling.isLoading} testId="reservation-cancel" onTap={() => void onCancel(reservation)}>
              取消预订
            </Button>
          )}
          {step !== null && (
            <Button disabled={payment.paying || timeLeft === 0} testId="reservation-pay" onTap={() => onPay(reservation)}>
              {payment.paying ? '支付中…' : '去支付'}
            </Button>
          )}
        </ActionBar>
      )}
    </Page>
  );
}

export default definePage('pages/contract/pages/reservation_detail/index', ReservationDetailPage);
