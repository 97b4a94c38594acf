import * as React from 'react';
import { Text, View } from 'remax/one';
import { useGetWalletQuery, usePayBillFromBalanceMutation } from '@aster/core-api';
import { pageLink } from '@aster/core-domain';
import { createRequestKey, errorCodeOf } from '@screens/hooks/requestKey';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { errorMessageOf } from '@screens/features/leaseEnding/leaseRules';
import { PasswordSheet } from './PasswordSheet';
import { fenText } from './walletText';
import { Icon } from '@screens/ui/icon/Icon';
import './passwordSheet.css';

/**
 * 余额支付 on 选择支付方式: the wallet's balance pays the bill when it covers it, after the password; one confirmation
 * is one payment (the same request key until the server answers). Not shown to a tenant with an empty wallet.
 * `amountFen` is what is due after the chosen coupon's discount (the server decides it again); a refusal of the
 * coupon (COUPON_USED, COUPON_NOT_APPLICABLE...) is said here and `onCouponRefused` reloads the choices.
 */
export function BalancePay({ billId, amountFen, couponId, onCouponRefused }: { billId: string; amountFen: number; couponId?: string; onCouponRefused?: () => void }) {
  const wallet = useGetWalletQuery(undefined, { refetchOnMountOrArgChange: true }).data;
  const [pay] = usePayBillFromBalanceMutation();
  const [asking, setAsking] = React.useState(false);
  const [failure, setFailure] = React.useState<string>();
  const requestKey = React.useRef(createRequestKey());
  if (wallet === undefined || wallet.totalFen <= 0) return null;
  const covers = wallet.availableFen >= amountFen;

  const start = async () => {
    setFailure(undefined);
    if (!covers) return;
    if (!wallet.hasPassword) {
      const go = await ui.showModal({ title: '请先设置支付密码', content: '使用余额支付需要验证支付密码', showCancel: true, confirmText: '去设置' });
      if (go) void navigation.navigateTo(pageLink('pages/wallet/set_pwd/index'));
      return;
    }
    setAsking(true);
  };
  const confirm = async (password: string): Promise<string | null> => {
    try {
      const attempt = requestKey.current.forAttempt(`${billId}:${amountFen}:${couponId ?? ''}`);
      await pay({ id: billId, password, requestKey: attempt, ...(couponId === undefined ? {} : { couponId }) }).unwrap();
      setAsking(false);
      ui.toast('余额支付成功', 'success');
      void navigation.redirectTo(pageLink('pages/bill/bill_detail/index', { id: billId }));
      return null;
    } catch (error) {
      const code = errorCodeOf(error);
      requestKey.current.failed(code);
      const message = errorMessageOf(error) ?? '支付失败，请稍后再试';
      if (code === 'WALLET_PASSWORD_WRONG') return message;
      setAsking(false);
      setFailure(message);
      if (code?.startsWith('COUPON_') === true) onCouponRefused?.();
      return null;
    }
  };

  return (
    <Card>
      <View className="bl-way" role="button" aria-disabled={!covers} data-testid="pay-way-balance" onTap={() => void start()}>
        <View className="wl-balance-way">
          <Text>余额支付</Text>
          <Text className="wl-balance-note">{covers ? `可用余额 ${fenText(wallet.availableFen)}` : `余额不足（可用 ${fenText(wallet.availableFen)}）`}</Text>
        </View>
        <Icon name="chevron-right" size="small" className="bl-way-arrow" />
      </View>
      {failure !== undefined && <FieldError>{failure}</FieldError>}
      {asking && <PasswordSheet title={`余额支付 ${fenText(amountFen)}`} confirm={confirm} onClose={() => setAsking(false)} />}
    </Card>
  );
}
