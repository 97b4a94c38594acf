import * as React from 'react';
import { useRef, useState } from 'react';
import {
  useChargeMeterMutation,
  useGetMeterChargeRulesQuery,
  useGetMeterPriceQuery,
  useGetMeterRechargePositionsQuery,
  useGetWalletQuery,
  usePayMeterFromBalanceMutation,
} from '@aster/core-api';
import { fenToYuanString, pageLink, parseYuanToFen } from '@aster/core-domain';
import { Input, Text, View } from 'remax/one';
import { createRequestKey, errorCodeOf } from '@screens/hooks/requestKey';
import { usePayment } from '@screens/pay';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StatusHead } from '@screens/ui/StatusHead';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { NO_METER_TEXT, useMeterDetail } from './useMeterDetail';
import { StateView } from '@screens/ui/StateView';
import { errorMessageOf } from '@screens/features/leaseEnding/leaseRules';
import { PasswordSheet } from '@screens/features/wallet/PasswordSheet';
import { fenText } from '@screens/features/wallet/walletText';
import { BALANCE_LOW_TEXT, firstPayWay, MeterPayWays, type MeterPayWay } from './MeterPayWays';
import './device.css';
import './meter.css';

/** Why an amount cannot be paid, or null. The server checks the same minimum. */
export function meterAmountProblem(text: string, minimumFen: number): string | null {
  const fen = parseYuanToFen(text);
  if (text.trim() === '' || fen === null) return '请输入充值金额';
  if (fen < BigInt(minimumFen)) return `充值金额不能低于${fenToYuanString(minimumFen)}元`;
  return null;
}

/**
 * 充值 (meter_charge, meter_charge_bz): where the money goes (recharge-position: the tenant's meters that take a top-up,
 * and why one does not), the unit price (baozu/price), an amount of the presets or typed, not under the meter's
 * minimum, paid from the wallet balance (after the payment password; one confirmation is one payment: the same request
 * key until the server answers) or through the pay module. An online meter has it at once; an offline one is written
 * by Bluetooth from its page. A meter the server says takes no top-up (退租清零 done) offers no payment.
 */
export function MeterCharge({ meterId }: { meterId: string | undefined }) {
  const { detail, query, none } = useMeterDetail(meterId);
  const rules = useGetMeterChargeRulesQuery({ meterId: detail.data?.id ?? '' }, { skip: detail.data === undefined });
  const positions = useGetMeterRechargePositionsQuery(undefined, { skip: detail.data === undefined });
  const priceOf = useGetMeterPriceQuery({ meterId: detail.data?.id ?? '' }, { skip: detail.data === undefined });
  // a backend without the wallet (spec only) answers nothing here: the page offers the pay module alone
  const walletQuery = useGetWalletQuery(undefined, { skip: detail.data === undefined, refetchOnMountOrArgChange: true });
  const wallet = walletQuery.data;
  const [charge] = useChargeMeterMutation();
  const [payFromBalance] = usePayMeterFromBalanceMutation();
  const payment = usePayment();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [chosenWay, setChosenWay] = useState<MeterPayWay>();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const requestKey = useRef(createRequestKey());
  const meter = detail.data;
  if (none) {
    return (
      <Page>
        <StateView status="empty" text={NO_METER_TEXT} />
      </Page>
    );
  }
  if (meter === undefined || rules.data === undefined) return <QueryStatePage query={meter === undefined ? query : rules} failedText="充值信息加载失败" />;
  const { minimumFen, presetsFen } = rules.data;
  const here = positions.data?.positions.find((one) => one.meterId === meter.id);
  // the server refuses the charge anyway; the page says why first and offers no payment
  const refused = here !== undefined && !here.chargeable ? (here.reason ?? '该表暂不能充值') : null;
  const others = (positions.data?.positions ?? []).filter((one) => one.meterId !== meter.id && one.chargeable);
  const price = priceOf.data;
  const way = wallet === undefined ? 'online' : (chosenWay ?? firstPayWay(wallet));
  const typedFen = parseYuanToFen(amount);
  const amountFen = typedFen === null ? null : Number(typedFen);
  const chooseWay = (next: MeterPayWay) => {
    setChosenWay(next);
    setFailure(undefined);
  };
  const submit = async () => {
    if (refused !== null) return;
    const found = meterAmountProblem(amount, minimumFen);
    setProblem(found);
    setFailure(undefined);
    if (found !== null) return;
    if (way === 'balance' && wallet !== undefined) {
      // not enough: said here, and the other way offered at once (the tenant taps 立即支付 again)
      if (amountFen !== null && amountFen > wallet.availableFen) {
        setFailure(BALANCE_LOW_TEXT);
        setChosenWay('online');
        return;
      }
      if (!wallet.hasPassword) {
        const go = await ui.showModal({ title: '请先设置支付密码', content: '使用余额支付需要验证支付密码', showCancel: true, confirmText: '去设置' });
        if (go) void navigation.navigateTo(pageLink('pages/wallet/set_pwd/index'));
        return;
      }
      setAsking(true);
      return;
    }
    try {
      const order = await charge({ meterId: meter.id, amount: amount.trim() }).unwrap();
      await payment.pay(order, { resultTitle: `${meter.name}充值` });
    } catch {
      // the request layer has shown the server's message; what was typed stays
    }
  };
  const confirmBalance = async (password: string): Promise<string | null> => {
    try {
      const body = { meterId: meter.id, amount: amount.trim() };
      const paid = await payFromBalance({ ...body, password, requestKey: requestKey.current.forAttempt(JSON.stringify(body)) }).unwrap();
      requestKey.current = createRequestKey();
      setAsking(false);
      ui.toast('余额支付成功', 'success');
      void navigation.redirectTo(pageLink('pages/device/device_pay_result/index', { recordId: paid.topUpId }));
      return null;
    } catch (error) {
      const code = errorCodeOf(error);
      requestKey.current.failed(code);
      const message = errorMessageOf(error) ?? '支付失败，请稍后再试';
      if (code === 'WALLET_PASSWORD_WRONG') return message;
      setAsking(false);
      setFailure(message);
      if (code === 'WALLET_BALANCE_LOW') {
        // spent elsewhere meanwhile: the figure shown is asked again
        setChosenWay('online');
        void walletQuery.refetch();
      }
      return null;
    }
  };
  return (
    <Page>
      <StatusHead status={`${meter.name}充值`} note={`当前余额¥${meter.balance}${meter.online ? '' : ' · 离线表：支付后在表旁蓝牙写入'}`} testId="meter-charge-head" />
      <View className="ak-body ak-overlap">
        <Card title="充值到">
          <Text className="dv-note" data-testid="meter-charge-position">
            {meter.houseTitle} · {meter.roomName} · {meter.name}
          </Text>
          {refused !== null && (
            <Text className="dv-warning" data-testid="meter-charge-refused" aria-live="polite">
              {refused}
            </Text>
          )}
          {others.length > 0 && (
            <View className="dv-choices">
              {others.map((one) => (
                <View
                  key={one.meterId}
                  className="dv-choice"
                  role="button"
                  data-testid={`meter-position-${one.meterId}`}
                  onTap={() => void navigation.redirectTo(pageLink('pages/device/meter_charge/index', { meterId: one.meterId }))}
                >
                  <Text>
                    {one.roomName} · {one.name}（余额¥{one.balance}）
                  </Text>
                </View>
              ))}
            </View>
          )}
        </Card>
        <Card title="充值金额">
          <View className="dv-choices">
            {presetsFen.map((fen) => {
              const text = String(fen / 100);
              return (
                <View
                  key={fen}
                  className={`dv-choice ${amount === text ? 'dv-choice--on' : ''}`}
                  role="button"
                  aria-pressed={amount === text}
                  data-testid={`meter-preset-${text}`}
                  onTap={() => {
                    setAmount(text);
                    setProblem(null);
                  }}
                >
                  <Text>{text}元</Text>
                </View>
              );
            })}
          </View>
          <View className={`ak-field ${problem !== null ? 'ak-field--error' : ''}`}>
            <Text className="dv-field-label">其他金额</Text>
            <Input
            className="ak-field-input ak-input"
            type="digit"
            value={amount}
            maxLength={9}
            placeholder={`不低于${fenToYuanString(minimumFen)}元`}
            aria-label="充值金额"
            data-testid="meter-amount"
            onInput={(event) => {
              setAmount(String(event.target.value ?? ''));
              setProblem(null);
            }}
          />
          </View>
          {problem !== null && (
            <Text className="dv-warning" data-testid="meter-amount-problem" aria-live="polite">
              {problem}
            </Text>
          )}
          {price !== undefined && (
            <Text className="dv-note" data-testid="meter-charge-price">
              单价{fenToYuanString(price.priceFen)}元/{price.unit}，充值后不可退回，退租时余额随押金结算。
            </Text>
          )}
        </Card>
        <MeterPayWays wallet={wallet} way={way} amountFen={amountFen} onChange={chooseWay} failure={failure} />
        <Button testId="meter-pay" disabled={payment.paying || asking || refused !== null} onTap={() => void submit()}>
          立即支付
        </Button>
      </View>
      {asking && amountFen !== null && <PasswordSheet title={`余额支付 ${fenText(amountFen)}`} confirm={confirmBalance} onClose={() => setAsking(false)} />}
    </Page>
  );
}
