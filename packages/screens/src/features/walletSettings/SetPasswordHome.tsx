import * as React from 'react';
import { Text, View } from 'remax/one';
import { useGetWalletQuery } from '@aster/core-api';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import { WALLET_LINKS, lockEndText } from './links';
import './walletSettings.css';

/**
 * 设置支付密码 (set_pwd): the password's state from the wallet summary. None yet: why it is needed and 设置支付密码.
 * Set: 修改支付密码 and 忘记支付密码. Every way goes through the SMS check first (set_pwd_verify, then set_pwd_steps):
 * the server sets a password, the first one too, only with its ticket (issue 46). Locked after too many wrong tries: until when (China time), and 忘记支付密码 to reset and unlock it.
 */
export function SetPasswordHome() {
  const query = useGetWalletQuery(undefined, { refetchOnMountOrArgChange: true });
  const wallet = query.data;
  if (wallet === undefined) return <QueryStatePage query={query} failedText="钱包信息加载失败" />;
  const verify = () => void navigation.navigateTo(WALLET_LINKS.verify);
  return (
    <Page>
      <View className="ak-body">
        {wallet.lockedUntil !== null ? (
          <Card title="支付密码已锁定">
            <Text className="ws-text ws-text--warn" data-testid="ws-pwd-locked">
              {`支付密码连续输错${wallet.rules.maxWrongPasswords}次，钱包已锁定至${lockEndText(wallet.lockedUntil)}（北京时间）。`}
            </Text>
            <Text className="ws-text">锁定期间不能用余额支付或提现。通过短信验证重设支付密码后可立即解锁。</Text>
            <View className="ws-actions">
              <Button testId="ws-pwd-forget" onTap={verify}>
                忘记支付密码
              </Button>
            </View>
          </Card>
        ) : wallet.hasPassword ? (
          <>
            <Card flush>
              <Cell title="修改支付密码" testId="ws-pwd-change" onTap={verify} />
              <Cell title="忘记支付密码" testId="ws-pwd-forget" onTap={verify} />
            </Card>
            <Text className="ws-note" data-testid="ws-pwd-set">
              已设置支付密码。修改或找回支付密码需先验证账户绑定的手机号。
            </Text>
          </>
        ) : (
          <Card title="还没有设置支付密码">
            <Text className="ws-text" data-testid="ws-pwd-none">
              支付密码是6位数字，用余额支付账单和提现时需要输入，请勿与银行卡密码相同。设置前需先验证账户绑定的手机号。
            </Text>
            <View className="ws-actions">
              <Button testId="ws-pwd-set-new" onTap={verify}>
                设置支付密码
              </Button>
            </View>
          </Card>
        )}
      </View>
    </Page>
  );
}
