import * as React from 'react';
import { Text, View } from 'remax/one';
import { useTopUpWalletMutation } from '@aster/core-api';
import { fenToYuanString, parseYuanToFen, topUpProblem, type WalletRules } from '@aster/core-domain';
import { createRequestKey, errorCodeOf } from '@screens/hooks/requestKey';
import { usePayment } from '@screens/pay';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { fenText } from './walletText';
import { YuanInput } from './YuanInput';
import { Icon } from '@screens/ui/icon/Icon';
import './passwordSheet.css';
import './wallet.css';

const PRESETS_FEN = [10_000, 20_000, 50_000, 100_000] as const;

/**
 * 余额充值: an amount of the presets or typed, checked by core-domain's rule, paid through the pay module like any
 * order; the balance has it once the payment is confirmed (the result page says so). One confirmation is one order.
 */
export function TopUpSheet({ rules, onClose }: { rules: WalletRules; onClose: () => void }) {
  const [topUp] = useTopUpWalletMutation();
  const payment = usePayment();
  const [amountText, setAmountText] = React.useState('');
  const [problem, setProblem] = React.useState<string | null>(null);
  const requestKey = React.useRef(createRequestKey());
  const parsed = parseYuanToFen(amountText);
  const amountFen = parsed === null ? 0 : Number(parsed);
  const submit = async () => {
    const found = amountText === '' ? '请输入充值金额' : topUpProblem(amountFen, rules);
    setProblem(found);
    if (found !== null) return;
    try {
      const order = await topUp({ amountFen, requestKey: requestKey.current.forAttempt(String(amountFen)) }).unwrap();
      onClose();
      await payment.pay({ orderNo: order.orderNo, amount: fenToYuanString(order.amountFen) }, { resultTitle: '余额充值' });
    } catch (error) {
      requestKey.current.failed(errorCodeOf(error));
    }
  };
  return (
    <View className="wl-sheet-mask" data-testid="wallet-top-up-sheet">
      <View className="wl-sheet" role="dialog" aria-label="余额充值">
        <View className="wl-sheet-head">
          <Text className="wl-sheet-title">余额充值</Text>
          <View className="wl-sheet-close" role="button" aria-label="关闭" data-testid="wallet-top-up-close" onTap={onClose}>
            <Icon name="x" />
          </View>
        </View>
        <View className="wl-presets">
          {PRESETS_FEN.map((fen) => (
            <View
              key={fen}
              className={`wl-preset ${amountFen === fen ? 'wl-preset--on' : ''}`}
              role="button"
              aria-pressed={amountFen === fen}
              data-testid={`wallet-top-up-${fen / 100}`}
              onTap={() => {
                setAmountText(fenToYuanString(fen));
                setProblem(null);
              }}
            >
              <Text>{fenText(fen)}</Text>
            </View>
          ))}
        </View>
        <YuanInput
          value={amountText}
          label="充值金额（元）"
          placeholder={`其他金额，不低于${fenToYuanString(rules.topUpMinFen)}元`}
          testId="wallet-top-up-amount"
          invalid={problem !== null}
          onChange={(text) => {
            setAmountText(text);
            setProblem(null);
          }}
        />
        {problem !== null && <FieldError>{problem}</FieldError>}
        <View className="wl-actions wl-actions--top">
          <Button testId="wallet-top-up-pay" onTap={() => void submit()}>
            {amountFen > 0 ? `去支付 ${fenText(amountFen)}` : '去支付'}
          </Button>
        </View>
      </View>
    </View>
  );
}
