import * as React from 'react';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { TradePasswordInput } from '@screens/ui/TradePasswordInput';
import { Icon } from '@screens/ui/icon/Icon';
import './passwordSheet.css';

interface PasswordSheetProps {
  /** What the password confirms (提现 ¥100.00 / 支付 ¥58.20). */
  title: string;
  /** Sends the password; answers the refusal to show under the boxes (支付密码错误，还可输入4次), or null when done. */
  confirm: (password: string) => Promise<string | null>;
  onClose: () => void;
}

/**
 * The sheet that asks the transaction password before money leaves the balance: it sends as soon as 6 digits are
 * typed, once (a second send waits for the first), and clears the boxes after a refusal so the tenant types again.
 */
export function PasswordSheet({ title, confirm, onClose }: PasswordSheetProps) {
  const [password, setPassword] = React.useState('');
  const [refusal, setRefusal] = React.useState<string>();
  const sending = React.useRef(false);
  const type = (value: string) => {
    setPassword(value);
    setRefusal(undefined);
    if (value.length !== 6 || sending.current) return;
    sending.current = true;
    void confirm(value).then((problem) => {
      sending.current = false;
      if (problem === null) return;
      setRefusal(problem);
      setPassword('');
    });
  };
  return (
    <View className="wl-sheet-mask" data-testid="wallet-password-sheet">
      <View className="wl-sheet" role="dialog" aria-label="输入支付密码">
        <View className="wl-sheet-head">
          <Text className="wl-sheet-title">{title}</Text>
          <View className="wl-sheet-close" role="button" aria-label="关闭" data-testid="wallet-password-close" onTap={onClose}>
            <Icon name="x" />
          </View>
        </View>
        <TradePasswordInput label="请输入支付密码" value={password} onChange={type} testId="wallet-password" error={refusal} focus />
        <View className="wl-sheet-link" role="link" data-testid="wallet-password-forgot" onTap={() => void navigation.navigateTo(pageLink('pages/wallet/set_pwd_verify/index'))}>
          <Text>忘记支付密码？</Text>
        </View>
      </View>
    </View>
  );
}
