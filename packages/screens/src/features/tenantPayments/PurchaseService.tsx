import * as React from 'react';
import { useGetPurchaseOptionsQuery, useOrderServicePackageMutation } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { SERVICE_PACKAGE_KIND_TEXT, ServiceOrderRequestSchema, addCalendarDays, fenToYuanString, formatAmount, parseYuanToFen } from '@aster/core-domain';
import { useForm } from '@screens/hooks/useForm';
import { usePayment } from '@screens/pay/usePayment';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { dayLabel } from '@screens/ui/dayTabs';
import { ActionBar } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import './tenantPayments.css';

const OrderFormSchema = ServiceOrderRequestSchema.omit({ requestKey: true });
/** The days offered as chips: the first week that may be booked. */
const DAYS_SHOWN = 7;

/**
 * 购买服务: the operator's packages (保洁, 宽带, 搬家) at the server's prices, for one of the tenant's rooms, a quantity
 * and a day; the order is paid through the pay module and then shows in 我的订单.
 */
export function PurchaseService() {
  const query = useGetPurchaseOptionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [order] = useOrderServicePackageMutation();
  const payment = usePayment();
  const form = useForm(OrderFormSchema, {
    initial: { packageId: '', contractId: '', quantity: 1, serviceDate: '' },
    submit: (values, attempt) => order({ ...values, requestKey: attempt.requestKey }).unwrap(),
    onSuccess: (payOrder) => void payment.pay(payOrder, { resultTitle: '购买服务' }),
    failureFallback: '下单失败，请稍后再试',
  });
  const options = query.data;
  React.useEffect(() => {
    if (options !== undefined && !form.touched) {
      form.reset({ packageId: options.packages[0]?.id ?? '', contractId: options.rooms[0]?.id ?? '', quantity: 1, serviceDate: options.firstDate });
    }
  }, [options]);
  if (options === undefined) return <QueryStatePage query={query} failedText="服务加载失败" />;

  const chosen = options.packages.find((item) => item.id === form.values.packageId);
  const quantity = form.values.quantity;
  const totalFen = chosen === undefined ? 0 : Number(parseYuanToFen(String(chosen.price)) ?? 0n) * quantity;
  const days = Array.from({ length: DAYS_SHOWN }, (_unused, index) => addCalendarDays(options.firstDate, index)).filter((day) => day <= options.lastDate);
  const setQuantity = (next: number) => form.set({ quantity: Math.min(Math.max(next, 1), chosen?.maxQuantity ?? 1) });
  return (
    <Page>
      <View className="ak-body">
        <Card title="选择服务">
          <View className="tp-options" role="radiogroup" aria-label="选择服务">
            {options.packages.map((item) => (
              <View
                key={item.id}
                className={`tp-option ${item.id === form.values.packageId ? 'tp-option--on' : ''}`}
                role="radio"
                aria-checked={item.id === form.values.packageId}
                data-testid={`service-package-${item.id}`}
                onTap={() => form.set({ packageId: item.id, quantity: 1 })}
              >
                <View className="tp-option-head">
                  <Text className="tp-option-title">{`${SERVICE_PACKAGE_KIND_TEXT[item.kind]} · ${item.name}`}</Text>
                  <Text className="tp-price">{`¥${formatAmount(item.price)}/${item.unit}`}</Text>
                </View>
                <Text className="tp-option-note">{item.description}</Text>
              </View>
            ))}
          </View>
          {form.errors.packageId !== undefined && <FieldError>{form.errors.packageId}</FieldError>}
        </Card>
        <Card title="服务房间">
          {options.rooms.length === 0 ? (
            <Text className="tp-hint" data-testid="service-no-room">
              暂无可选房间，签约后即可为房间购买服务
            </Text>
          ) : (
            <View className="tp-options" role="radiogroup" aria-label="服务房间">
              {options.rooms.map((room) => (
                <View
                  key={room.id}
                  className={`tp-option ${room.id === form.values.contractId ? 'tp-option--on' : ''}`}
                  role="radio"
                  aria-checked={room.id === form.values.contractId}
                  data-testid={`service-room-${room.id}`}
                  onTap={() => form.set({ contractId: room.id })}
                >
                  <Text className="tp-option-title">{room.houseTitle}</Text>
                  <Text className="tp-option-note">{`合同编号 ${room.contractNo}`}</Text>
                </View>
              ))}
            </View>
          )}
          {form.errors.contractId !== undefined && <FieldError>{form.errors.contractId}</FieldError>}
        </Card>
        <Card title="服务日期">
          <View className="tp-choices" role="radiogroup" aria-label="服务日期">
            {days.map((day) => {
              const label = dayLabel(day, addCalendarDays(options.firstDate, -1));
              return (
                <View
                  key={day}
                  className={`tp-choice tp-choice--day ${day === form.values.serviceDate ? 'tp-choice--on' : ''}`}
                  role="radio"
                  aria-checked={day === form.values.serviceDate}
                  aria-label={`${label.week} ${day}`}
                  data-testid={`service-date-${day}`}
                  onTap={() => form.set({ serviceDate: day })}
                >
                  <Text>{label.week}</Text>
                  <Text className="tp-choice-note">{label.day}</Text>
                </View>
              );
            })}
          </View>
          {form.errors.serviceDate !== undefined && <FieldError>{form.errors.serviceDate}</FieldError>}
        </Card>
        <Card title="数量">
          <View className="tp-stepper">
            <View className="tp-step" role="button" aria-label="减少数量" aria-disabled={quantity <= 1} data-testid="service-quantity-minus" onTap={() => setQuantity(quantity - 1)}>
              <Text>－</Text>
            </View>
            <Text className="tp-step-value" data-testid="service-quantity">{`${quantity}${chosen?.unit ?? ''}`}</Text>
            <View className="tp-step" role="button" aria-label="增加数量" aria-disabled={quantity >= (chosen?.maxQuantity ?? 1)} data-testid="service-quantity-plus" onTap={() => setQuantity(quantity + 1)}>
              <Text>＋</Text>
            </View>
          </View>
          {form.errors.quantity !== undefined && <FieldError>{form.errors.quantity}</FieldError>}
        </Card>
        {form.failure !== null && <FieldError>{form.failure}</FieldError>}
      </View>
      <ActionBar amountLabel="合计" amount={formatAmount(fenToYuanString(totalFen))}>
        <Button disabled={form.sending || payment.paying || options.rooms.length === 0 || chosen === undefined} testId="service-buy" onTap={() => void form.submit()}>
          {form.sending || payment.paying ? '支付中…' : '立即购买'}
        </Button>
      </ActionBar>
    </Page>
  );
}
