import * as React from 'react';
import { Text, View } from 'remax/one';
import { useGetWalletQuery } from '@aster/core-api';
import { bankCardText, pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { Page } from '@screens/ui/Page';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { TopUpSheet } from './TopUp';
import { fenText, walletTimeText } from './walletText';
import './wallet.css';

/**
 * 我的钱包: the balance the operator holds for the tenant (refunds, top-ups), what can be withdrawn now and what
 * withdrawals on their way hold, 充值 through the pay module, the entries to the movements, the cards, the password, the details a withdrawal
 * needs and the questions tenants ask. A locked password is said here with the time it opens again.
 */
export function WalletHome() {
  const query = useGetWalletQuery(undefined, { refetchOnMountOrArgChange: true });
  const [toppingUp, setToppingUp] = React.useState(false);
  const wallet = query.data;
  if (wallet === undefined) return <QueryStatePage query={query} failedText="钱包加载失败" />;
  const go = (url: string) => void navigation.navigateTo(url);
  return (
    <Page>
      <View className="wl-body">
        <View className="wl-summary">
          <Text className="wl-summary-label">账户余额（元）</Text>
          <Text className="wl-summary-amount" data-testid="wallet-total">
            {fenText(wallet.totalFen)}
          </Text>
          <View className="wl-summary-parts">
            <View className="wl-summary-part">
              <Text className="wl-summary-part-label">可提现</Text>
              <Text className="wl-summary-part-value" data-testid="wallet-available">
                {fenText(wallet.availableFen)}
              </Text>
            </View>
            <View className="wl-summary-part">
              <Text className="wl-summary-part-label">提现中（冻结）</Text>
              <Text className="wl-summary-part-value" data-testid="wallet-frozen">
                {fenText(wallet.frozenFen)}
              </Text>
            </View>
          </View>
        </View>
        {wallet.lockedUntil !== null && (
          <View className="wl-notice" role="alert" data-testid="wallet-locked">
            <Text>{`支付密码错误次数过多，钱包已锁定至${walletTimeText(wallet.lockedUntil)}。可在“支付密码”中通过短信验证找回。`}</Text>
          </View>
        )}
        <View className="wl-actions wl-actions--row">
          <Button testId="wallet-top-up" kind="default" onTap={() => setToppingUp(true)}>
            充值
          </Button>
          <Button testId="wallet-withdraw" disabled={wallet.availableFen <= 0} onTap={() => go(pageLink('pages/wallet/withdraw/index'))}>
            提现
          </Button>
        </View>
        <Card>
          <Cell title="资金明细" onTap={() => go(pageLink('pages/wallet/financial_list/index'))} testId="wallet-movements" />
          <Cell title="我的银行卡" value={wallet.withdrawCard === null ? '未添加' : bankCardText(wallet.withdrawCard)} onTap={() => go(pageLink('pages/wallet/bank/index'))} testId="wallet-bank" />
          <Cell title="支付密码" value={wallet.hasPassword ? '已设置' : '未设置'} onTap={() => go(pageLink('pages/wallet/set_pwd/index'))} testId="wallet-password-entry" />
          <Cell title="补充信息" value={wallet.infoComplete ? '已填写' : '提现前需填写'} onTap={() => go(pageLink('pages/wallet/additional_info/index'))} testId="wallet-info" />
          <Cell title="常见问题" onTap={() => go(pageLink('pages/wallet/questions/index'))} testId="wallet-questions" />
        </Card>
        <Text className="wl-muted">余额可用于支付账单，也可提现至本人银行卡。</Text>
      </View>
      {toppingUp && <TopUpSheet rules={wallet.rules} onClose={() => setToppingUp(false)} />}
    </Page>
  );
}
