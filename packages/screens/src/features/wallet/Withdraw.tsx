import * as React from 'react';
import { Text, View } from 'remax/one';
import { useGetWalletQuery, useWithdrawMutation } from '@aster/core-api';
import { bankCardText, fenToYuanString, pageLink, parseYuanToFen, withdrawFeeFen, withdrawProblem } from '@aster/core-domain';
import { createRequestKey, errorCodeOf } from '@screens/hooks/requestKey';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { errorMessageOf } from '@screens/features/leaseEnding/leaseRules';
import { PasswordSheet } from './PasswordSheet';
import { fenText } from './walletText';
import { YuanInput } from './YuanInput';
import { Icon } from '@screens/ui/icon/Icon';
import './wallet.css';

/** Refusals the password sheet shows under its boxes (the tenant types again); others close it. */
const PASSWORD_CODES: ReadonlySet<string> = new Set(['WALLET_PASSWORD_WRONG']);

/** What a withdrawal needs first, in order: the password, the details, a card. */
function missingStep(wallet: { hasPassword: boolean; infoComplete: boolean; withdrawCard: unknown }): { text: string; action: string; url: string } | null {
  if (!wallet.hasPassword) return { text: '提现需验证支付密码，请先设置', action: '设置支付密码', url: pageLink('pages/wallet/set_pwd/index') };
  if (!wallet.infoComplete) return { text: '首次提现前，请补充职业和常住地址', action: '补充信息', url: pageLink('pages/wallet/additional_info/index') };
  if (wallet.withdrawCard === null) return { text: '请先添加本人的借记卡用于收款', action: '添加银行卡', url: pageLink('pages/wallet/bank/index') };
  return null;
}

/**
 * 提现: to the withdrawal card, the amount checked by core-domain's rule as it is typed, the fee and what arrives shown
 * before confirming, then the password. One confirmation is one withdrawal: its request key stays the same for the
 * same amount until the server answers, so a double tap or a retry after a lost answer cannot withdraw twice.
 */
export function Withdraw() {
  const query = useGetWalletQuery(undefined, { refetchOnMountOrArgChange: true });
  const [withdraw] = useWithdrawMutation();
  const [amountText, setAmountText] = React.useState('');
  const [asking, setAsking] = React.useState(false);
  const [failure, setFailure] = React.useState<string>();
  const requestKey = React.useRef(createRequestKey());
  const wallet = query.data;
  if (wallet === undefined) return <QueryStatePage query={query} failedText="钱包加载失败" />;

  const parsed = parseYuanToFen(amountText);
  const amountFen = parsed === null ? 0 : Number(parsed);
  const problem = amountText === '' ? null : withdrawProblem(amountFen, wallet.availableFen, wallet.rules);
  const feeFen = amountFen > 0 ? withdrawFeeFen(amountFen, wallet.rules) : 0;
  const missing = missingStep(wallet);

  const confirm = async (password: string): Promise<string | null> => {
    const key = requestKey.current.forAttempt(String(amountFen));
    try {
      const done = await withdraw({ amountFen, password, requestKey: key }).unwrap();
      setAsking(false);
      void navigation.redirectTo(pageLink('pages/wallet/withdraw_success/index', { id: done.id }));
      return null;
    } catch (error) {
      const code = errorCodeOf(error);
      requestKey.current.failed(code);
      const message = errorMessageOf(error) ?? '提现失败，请稍后再试';
      if (code !== undefined && PASSWORD_CODES.has(code)) return message;
      setAsking(false);
      setFailure(message);
      return null;
    }
  };

  return (
    <Page>
      <View className="wl-body">
        {missing !== null && (
          <View className="wl-notice" role="alert" data-testid="withdraw-missing">
            <Text>{missing.text}</Text>
            <View className="wl-notice-action" role="link" data-testid="withdraw-missing-go" onTap={() => void navigation.navigateTo(missing.url)}>
              <Text>{missing.action}</Text>
              <Icon name="chevron-right" size="small" />
            </View>
          </View>
        )}
        <Card>
          <Cell
            title="到账银行卡"
            value={wallet.withdrawCard === null ? '未添加' : bankCardText(wallet.withdrawCard)}
            onTap={() => void navigation.navigateTo(wallet.withdrawCard === null ? pageLink('pages/wallet/bank/index') : pageLink('pages/wallet/change_bank/index'))}
            testId="withdraw-card"
          />
        </Card>
        <Card title="提现金额">
          <YuanInput
            value={amountText}
            label="提现金额（元）"
            placeholder={`最低${fenToYuanString(wallet.rules.withdrawMinFen)}元`}
            testId="withdraw-amount"
            invalid={problem !== null}
            onChange={(text) => {
              setAmountText(text);
              setFailure(undefined);
            }}
          />
          <View className="wl-amount-line">
            <Text className="wl-muted">{`可提现 ${fenText(wallet.availableFen)}`}</Text>
            <View role="button" className="wl-link" data-testid="withdraw-all" onTap={() => setAmountText(fenToYuanString(wallet.availableFen))}>
              <Text>全部提现</Text>
            </View>
          </View>
          {problem !== null && <FieldError>{problem}</FieldError>}
          {problem === null && amountFen > 0 && (
            <Text className="wl-fee" data-testid="withdraw-fee" aria-live="polite">
              {`手续费 ${fenText(feeFen)}，实际到账 ${fenText(amountFen - feeFen)}，预计2个工作日内到账`}
            </Text>
          )}
          {failure !== undefined && <FieldError>{failure}</FieldError>}
        </Card>
        <Text className="wl-muted">{`单笔不低于${fenText(wallet.rules.withdrawMinFen)}，手续费为提现金额的${wallet.rules.feePermille / 10}%（最低${fenText(wallet.rules.minFeeFen)}），每日最多${wallet.rules.withdrawalsPerDay}次。`}</Text>
        <Button testId="withdraw-confirm" disabled={missing !== null || amountText === '' || problem !== null || amountFen <= 0} onTap={() => setAsking(true)}>
          确认提现
        </Button>
      </View>
      {asking && <PasswordSheet title={`提现 ${fenText(amountFen)}`} confirm={confirm} onClose={() => setAsking(false)} />}
    </Page>
  );
}
