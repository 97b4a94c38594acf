import * as React from 'react';
import { useCreateReservationMutation, useGetHouseDetailQuery, useGetPersonInfoQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { LEASE_MONTHS_MAX, LEASE_MONTHS_MIN, RESERVATION_PAYMENT_MINUTES, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { useForm } from '@screens/hooks/useForm';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Checkbox } from '@screens/ui/Checkbox';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { ActionBar, HouseBrief, InfoRow } from '@screens/features/booking/bookingParts';
import { layoutText, yuanText } from '@screens/ui/houseFacts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { CalendarSheet } from './CalendarSheet';
import { LEASE_MONTHS_DEFAULT, checkInDates, clampLeaseMonths, defaultCheckInDate, reservationFormSchema } from './reservationForm';
import { Icon } from '@screens/ui/icon/Icon';

const LEASE_CHOICES = [6, 12, 24] as const;

/** 确认预订: the room, the 定金, when the tenant moves in and for how long, and the terms they agree to. */
function ReservationConfirmPage({ params: { houseId } }: PageProps<'pages/contract/pages/reservation_confirm/index'>) {
  const house = useGetHouseDetailQuery({ id: houseId });
  const personInfo = useGetPersonInfoQuery();
  const [createReservation] = useCreateReservationMutation();
  const [calendarOpen, setCalendarOpen] = React.useState(false);

  const availableFrom = house.data?.availableFrom;
  const form = useForm(reservationFormSchema(clock.now, availableFrom), {
    initial: { checkInDate: '', leaseMonths: LEASE_MONTHS_DEFAULT, agreed: false },
    // The same request id after success too: coming back and tapping again returns the same reservation.
    submit: ({ checkInDate, leaseMonths }, { requestKey }) => createReservation({ houseId, checkInDate, leaseMonths, requestId: requestKey }).unwrap(),
    onSuccess: (reservation) => {
      const preview = pageLink('pages/contract/pages/reservation_contract_preview/index', { id: reservation.id });
      const hasPersonInfo = personInfo.data !== null && personInfo.data !== undefined;
      void navigation.navigateTo(hasPersonInfo ? preview : pageLink('pages/contract/pages/person_info/index', { redirectUrl: preview }));
    },
    failureFallback: '预订失败，请稍后再试',
  });
  const { values, errors } = form;

  const dates = React.useMemo(() => checkInDates(clock.now(), availableFrom), [availableFrom]);
  React.useEffect(() => {
    if (availableFrom !== undefined && values.checkInDate === '') form.reset({ ...values, checkInDate: defaultCheckInDate(clock.now(), availableFrom) });
  }, [availableFrom]);

  const detail = house.data;
  if (detail === undefined) {
    return <QueryStatePage query={house} failedText="房源加载失败" />;
  }

  const deposit = yuanText(detail.reservationDeposit);
  const unavailable = detail.availability !== 'available';

  return (
    <Page>
      <View className="bk-body">
        <Card>
          <HouseBrief
            testId="reserve-house"
            coverUrl={detail.coverUrl}
            title={detail.title}
            meta={`${layoutText(detail.layout)} · ${detail.areaSqm}㎡ · ${detail.orientation}`}
            rent={detail.rent}
          />
          {unavailable && <FieldError>该房源已被预订</FieldError>}
        </Card>

        <Card title="预订信息">
          <View className={`ak-field ${errors.checkInDate !== undefined ? 'ak-field--error' : ''}`} role="button" data-testid="reserve-check-in" {...form.field('checkInDate', '入住日期')} onTap={() => setCalendarOpen(true)}>
            <Text className="bk-field-label">入住日期</Text>
            <Text className={`bk-field-value ${values.checkInDate === '' ? 'bk-field-value--placeholder' : ''}`}>
              {values.checkInDate === '' ? '请选择' : values.checkInDate}
            </Text>
            <Icon name="chevron-right" size="small" className="ak-cell-arrow" />
          </View>
          {errors.checkInDate !== undefined && <FieldError>{errors.checkInDate}</FieldError>}

          <View className="ak-field" {...form.field('leaseMonths', '租期')}>
            <Text className="bk-field-label">租期</Text>
            <View className="bk-stepper">
              <View
                className={`bk-stepper-button ${values.leaseMonths <= LEASE_MONTHS_MIN ? 'bk-stepper-button--off' : ''}`}
                role="button"
                aria-label="减少租期"
                data-testid="reserve-lease-minus"
                onTap={() => form.set({ leaseMonths: clampLeaseMonths(values.leaseMonths - 1) })}
              >
                <Text>−</Text>
              </View>
              <Text className="bk-stepper-value" data-testid="reserve-lease">
                {values.leaseMonths}个月
              </Text>
              <View
                className={`bk-stepper-button ${values.leaseMonths >= LEASE_MONTHS_MAX ? 'bk-stepper-button--off' : ''}`}
                role="button"
                aria-label="增加租期"
                data-testid="reserve-lease-plus"
                onTap={() => form.set({ leaseMonths: clampLeaseMonths(values.leaseMonths + 1) })}
              >
                <Text>+</Text>
              </View>
            </View>
          </View>
          <View className="bk-chip-row bk-lease-choices">
            {LEASE_CHOICES.map((months) => (
              <View
                key={months}
                className={`bk-chip ${values.leaseMonths === months ? 'bk-chip--on' : ''}`}
                role="button"
                onTap={() => form.set({ leaseMonths: months })}
              >
                <Text>{months === 12 ? '1年' : months === 24 ? '2年' : `${months}个月`}</Text>
              </View>
            ))}
          </View>
          {errors.leaseMonths !== undefined && <FieldError>{errors.leaseMonths}</FieldError>}
          <InfoRow label="月租金" value={`¥${yuanText(detail.rent)}`} />
          <InfoRow label={`押金（押${detail.deposit.depositMonths}付${detail.deposit.payMonths}）`} value={`¥${yuanText(detail.deposit.depositAmount)}`} />
          <InfoRow label="预订定金" value={`¥${deposit}`} strong testId="reserve-deposit" />
        </Card>

        <Card title="预订须知">
          <View className="bk-terms">
            <Text className="bk-terms-item">1. 支付定金 ¥{deposit} 后，房源将为您保留至入住日期，期间不再对外出租。</Text>
            <Text className="bk-terms-item">2. 提交后请在{RESERVATION_PAYMENT_MINUTES}分钟内签署预订协议并支付定金，超时预订自动取消。</Text>
            <Text className="bk-terms-item">3. 签订正式租赁合同时，定金将抵扣首期租金。</Text>
            <Text className="bk-terms-item">4. 签约前取消预订，定金将原路退回；签约需填写真实的个人信息。</Text>
          </View>
          <View className="bk-agree" {...form.field('agreed')}>
            <Checkbox checked={values.agreed} onChange={(agreed) => form.set({ agreed })} label="我已阅读并同意以上预订须知" testId="reserve-agree">
              <Text>我已阅读并同意以上预订须知</Text>
            </Checkbox>
          </View>
          {errors.agreed !== undefined && <FieldError>{errors.agreed}</FieldError>}
        </Card>
        {form.failure !== null && <FieldError>{form.failure}</FieldError>}
      </View>

      <ActionBar amountLabel="定金" amount={deposit}>
        <Button disabled={form.sending || unavailable} testId="reserve-submit" onTap={() => void form.submit()}>
          {form.sending ? '提交中…' : '提交预订'}
        </Button>
      </ActionBar>

      {calendarOpen && (
        <CalendarSheet
          dates={dates}
          value={values.checkInDate}
          onPick={(checkInDate) => {
            form.set({ checkInDate });
            setCalendarOpen(false);
          }}
          onClose={() => setCalendarOpen(false)}
        />
      )}
    </Page>
  );
}

export default definePage('pages/contract/pages/reservation_confirm/index', ReservationConfirmPage);
