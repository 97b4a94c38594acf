import * as React from 'react';
import { useState } from 'react';
import { useChargeMeterMutation, useGetMeterChargeRulesQuery, useGetMeterPriceQuery, useGetMeterRechargePositionsQuery } from '@aster/core-api';
import { fenToYuanString, pageLink, parseYuanToFen } from '@aster/core-domain';
import { Input, Text, View } from 'remax/one';
import { usePayment } from '@screens/pay';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StatusHead } from '@screens/ui/StatusHead';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { NO_METER_TEXT, useMeterDetail } from './useMeterDetail';
import { StateView } from '@screens/ui/StateView';
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
 * minimum, paid through the pay module. An online meter has it at once; an offline one is written by Bluetooth from
 * its page. A meter the server says takes no top-up (退租清零 done) offers no payment.
 */
export function MeterCharge({ meterId }: { meterId: string | undefined }) {
  const { detail, query, none } = useMeterDetail(meterId);
  const rules = useGetMeterChargeRulesQuery({ meterId: detail.data?.id ?? '' }, { skip: detail.data === undefined });
  const positions = useGetMeterRechargePositionsQuery(undefined, { skip: detail.data === undefined });
  const priceOf = useGetMeterPriceQuery({ meterId: detail.data?.id ?? '' }, { skip: detail.data === undefined });
  const [charge] = useChargeMeterMutation();
  const payment = usePayment();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
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
  const submit = async () => {
    if (refused !== null) return;
    const found = meterAmountProblem(amount, minimumFen);
    setProblem(found);
    if (found !== null) return;
    try {
      const order = await charge({ meterId: meter.id, amount: amount.trim() }).unwrap();
      await payment.pay(order, { resultTitle: `${meter.name}充值` });
    } catch {
      // the request layer has shown the server's message; what was typed stays
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
        <Button testId="meter-pay" disabled={payment.paying || refused !== null} onTap={() => void submit()}>
          立即支付
        </Button>
      </View>
    </Page>
  );
}
