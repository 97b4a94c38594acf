import * as React from 'react';
import { useGetReservationDetailQuery, useSignReservationMutation } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { z } from 'zod';
import { RESERVATION_PAYMENT_MINUTES, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { usePayment } from '@screens/pay';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Checkbox, CheckboxLink } from '@screens/ui/Checkbox';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { errorCodeOf } from '@screens/hooks/requestKey';
import { ActionBar, HouseBrief, InfoRow } from '@screens/features/booking/bookingParts';
import { yuanText } from '@screens/ui/houseFacts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { payStep } from '@screens/features/booking/reservationRules';

/** The server's business error when the tenant's details are missing (catalogue: sign needs person_info). */
const PERSON_INFO_REQUIRED = 'PERSON_INFO_REQUIRED';
const SignFormSchema = z.object({ agreed: z.boolean().refine((agreed) => agreed, '请先阅读并同意《预订协议》') });

/** 预订签约: agree to the agreement, sign it (which opens the 定金's pay order) and pay through the pay module. */
function ReservationSignPage({ params: { id } }: PageProps<'pages/contract/pages/reservation_sign/index'>) {
  const detail = useGetReservationDetailQuery({ id }, { refetchOnMountOrArgChange: true });
  const [sign] = useSignReservationMutation();
  const payment = usePayment();
  const form = useForm(SignFormSchema, {
    initial: { agreed: false },
    submit: async () => {
      try {
        // Signing again answers the same order, so a retry never opens a second one.
        const order = await sign({ id }).unwrap();
        await payment.pay(order, { resultTitle: '预订定金' });
      } catch (failure) {
        if (errorCodeOf(failure) !== PERSON_INFO_REQUIRED) throw failure;
        void navigation.navigateTo(
          pageLink('pages/contract/pages/person_info/index', { redirectUrl: pageLink('pages/contract/pages/reservation_sign/index', { id }) }),
        );
      }
    },
    failureFallback: '签署失败，请稍后再试',
  });
  const error = form.errors.agreed ?? form.failure;

  const reservation = detail.data;
  if (reservation === undefined) {
    return <QueryStatePage query={detail} failedText="预订加载失败" />;
  }

  const payable = payStep(reservation) !== null;
  const busy = form.sending || payment.paying;

  return (
    <Page>
      <View className="bk-body">
        <Card>
          <HouseBrief coverUrl={reservation.coverUrl} title={reservation.houseTitle} meta={reservation.storeName} rent={reservation.rent} testId="sign-house" />
        </Card>
        <Card title="签约信息">
          <InfoRow label="预订编号" value={reservation.reservationNo} />
          <InfoRow label="入住日期" value={reservation.checkInDate} />
          <InfoRow label="租期" value={`${reservation.leaseMonths}个月`} />
          <InfoRow label="月租金" value={`¥${yuanText(reservation.rent)}`} />
          <InfoRow label="应付定金" value={`¥${yuanText(reservation.depositAmount)}`} strong testId="sign-deposit" />
        </Card>
        {payable ? (
          <Card {...form.field('agreed')}>
            <Checkbox
              checked={form.values.agreed}
              onChange={(agreed) => form.set({ agreed })}
              label="我已阅读并同意预订协议"
              testId="sign-agree"
            >
              <Text>我已阅读并同意</Text>
              <CheckboxLink label="查看预订协议" testId="sign-agreement" onOpen={() => void navigation.navigateTo(pageLink('pages/contract/pages/reservation_contract_preview/index', { id }))}>
                《预订协议》
              </CheckboxLink>
            </Checkbox>
            {error !== null && <FieldError>{error}</FieldError>}
            <Text className="bk-hint">签署后请在{RESERVATION_PAYMENT_MINUTES}分钟内支付定金，超时预订将自动取消；签约前取消预订，定金原路退回。</Text>
          </Card>
        ) : (
          <Card>
            <StateView status="empty" text="该预订无需支付" />
            <Button kind="default" onTap={() => void navigation.redirectTo(pageLink('pages/contract/pages/reservation_detail/index', { id }))}>
              查看预订
            </Button>
          </Card>
        )}
      </View>
      {payable && (
        <ActionBar amountLabel="定金" amount={yuanText(reservation.depositAmount)}>
          <Button disabled={busy} testId="sign-submit" onTap={() => void (!payment.paying && form.submit())}>
            {busy ? '处理中…' : '签署并支付定金'}
          </Button>
        </ActionBar>
      )}
    </Page>
  );
}

export default definePage('pages/contract/pages/reservation_sign/index', ReservationSignPage);
