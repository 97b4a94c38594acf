import * as React from 'react';
import { useGetBillCouponsQuery, useGetBillPayOptionsQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { type BillPayWay, formatAmount, pageLink, parseYuanToFen } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { BillPaid, billSettled, useBillOnShow } from '@screens/features/bills/BillPaid';
import { BalancePay } from '@screens/features/wallet/BalancePay';
import { fenText } from '@screens/features/wallet/walletText';
import { chosenCoupon, CouponChooser, type CouponChoice, CouponRow } from '@screens/features/coupon/BillCouponChooser';
import { Icon } from '@screens/ui/icon/Icon';
import '@screens/features/bills/bills.css';

/**
 * 选择支付方式: what the bill costs now (its late fee shown apart) and the ways this shell can pay it, as the server
 * lists them (WeChat Pay in WeChat, Alipay in Alipay, the card page in a browser); the first is chosen. The wallet's
 * balance pays it on this page after the password (余额支付); a bank transfer (for large sums, confirmed by the
 * operator) is its own way, on the transfer pages. 优惠券: the tenant's coupons for the bill as the server answers them
 * (what each takes off, or why not); the best usable one is chosen by default, the amount shown becomes 应付 after
 * its discount, and the chosen coupon goes with the way (bill_pay_detail's `coupon`) or the balance payment. A
 * refusal of the coupon (used elsewhere meanwhile, no longer applicable) is shown and the choices reloaded.
 */
function BillPayWayPage({ params: { id } }: PageProps<'pages/bill/bill_pay_way/index'>) {
  const query = useGetBillPayOptionsQuery({ id }, { refetchOnMountOrArgChange: true });
  const coupons = useGetBillCouponsQuery({ id }, { refetchOnMountOrArgChange: true });
  const [chosen, setChosen] = React.useState<BillPayWay>();
  const [couponChoice, setCouponChoice] = React.useState<CouponChoice>();
  const [choosing, setChoosing] = React.useState(false);
  const bill = useBillOnShow(id);
  const options = query.data;
  // Paid meanwhile, or back here after paying: the bill says so instead of offering to pay again.
  if (bill.data !== undefined && billSettled(bill.data)) {
    return (
      <Page>
        <BillPaid bill={bill.data} />
      </Page>
    );
  }
  if (options === undefined) return <QueryStatePage query={query} failedText="支付方式加载失败" />;
  const way = chosen ?? options.ways[0]?.way;
  const choices = coupons.data ?? [];
  const coupon = chosenCoupon(choices, couponChoice);
  const billFen = Number(parseYuanToFen(String(options.amount)) ?? 0);
  const dueFen = billFen - (coupon?.discountFen ?? 0);
  const couponRefused = () => {
    setCouponChoice(undefined);
    void coupons.refetch();
  };

  return (
    <Page>
      <View className="bk-body">
        <Card title={options.title}>
          {Number(options.lateFee) > 0 && <InfoRow label="其中滞纳金" value={`¥${formatAmount(options.lateFee)}`} />}
          {coupon !== undefined && <InfoRow label="账单金额" value={`¥${formatAmount(options.amount)}`} testId="pay-way-bill-amount" />}
          {coupons.data !== undefined && <CouponRow choices={choices} chosen={coupon} onOpen={() => setChoosing(true)} />}
          <InfoRow label="应付金额" value={fenText(dueFen)} strong testId="pay-way-amount" />
        </Card>
        <Card title="支付方式">
          {options.ways.map((option) => (
            <View
              key={option.way}
              className="bl-way"
              role="radio"
              aria-checked={option.way === way}
              data-testid={`pay-way-${option.way}`}
              onTap={() => setChosen(option.way)}
            >
              <Text>{option.label}</Text>
              <View className={`bl-way-mark ${option.way === way ? 'bl-way-mark--on' : ''}`} />
            </View>
          ))}
        </Card>
        <BalancePay billId={options.billId} amountFen={dueFen} couponId={coupon?.coupon.id} onCouponRefused={couponRefused} />
        <Card>
          <View className="bl-way" role="link" data-testid="pay-way-transfer" onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_pay_by_transfer/index', { id }))}>
            <Text>银行转账（大额适用，人工确认）</Text>
            <Icon name="chevron-right" size="small" className="bl-way-arrow" />
          </View>
        </Card>
      </View>
      {way !== undefined && (
        <ActionBar amountLabel="应付" amount={fenText(dueFen).slice(1)}>
          <Button
            testId="pay-way-next"
            onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_pay_detail/index', coupon === undefined ? { id, way } : { id, way, coupon: coupon.coupon.id }))}
          >
            下一步
          </Button>
        </ActionBar>
      )}
      {choosing && (
        <CouponChooser
          choices={choices}
          chosenId={coupon?.coupon.id}
          onChoose={(choice) => {
            setCouponChoice(choice);
            setChoosing(false);
          }}
          onClose={() => setChoosing(false)}
        />
      )}
    </Page>
  );
}

export default definePage('pages/bill/bill_pay_way/index', BillPayWayPage);
