import * as React from 'react';
import { Text, View } from 'remax/one';
import { useGetWalletQuery, useSetTradePasswordMutation } from '@aster/core-api';
import { NewTradePasswordSchema, TRADE_PASSWORD_TEXT } from '@aster/core-domain';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { failureText } from '@screens/hooks/failureText';
import { errorCodeOf } from '@screens/hooks/requestKey';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { TradePasswordInput } from '@screens/ui/TradePasswordInput';
import { WALLET_LINKS } from './links';
import { dropResetTicket, heldResetTicket } from './resetTicket';
import { Icon } from '@screens/ui/icon/Icon';
import './walletSettings.css';

type Stage = 'first' | 'second';

/** Where the tenant goes once the password is set: back where they came from (the verify page was replaced). */
function leave(): void {
  if (navigation.pageDepth() > 1) void navigation.navigateBack();
  else void navigation.redirectTo(WALLET_LINKS.setPwd);
}

/**
 * set_pwd_steps: the new password typed twice. The first entry is checked by core-domain's rule (6 digits, not
 * repeated or consecutive); a second entry that differs starts over. Every password, the first one too, goes with
 * the ticket of the SMS check (held in memory by set_pwd_verify), which is sent along and then forgotten; without
 * one the page sends the tenant to that check first.
 */
export function SetPasswordSteps() {
  const query = useGetWalletQuery(undefined, { refetchOnMountOrArgChange: true });
  const [setPassword, setting] = useSetTradePasswordMutation();
  const [stage, setStage] = React.useState<Stage>('first');
  const [first, setFirst] = React.useState('');
  const [second, setSecond] = React.useState('');
  const [error, setError] = React.useState<string | undefined>(undefined);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [done, setDone] = React.useState(false);

  const wallet = query.data;
  if (wallet === undefined) return <QueryStatePage query={query} failedText="钱包信息加载失败" />;
  if (!done && heldResetTicket() === undefined) {
    return (
      <Page>
        <View className="ak-body">
          <StateView status="empty" text={`${wallet.hasPassword ? '修改' : '设置'}支付密码前需先验证手机号，验证有效期10分钟`} />
          <Button testId="ws-steps-verify" onTap={() => void navigation.redirectTo(WALLET_LINKS.verify)}>
            去验证
          </Button>
        </View>
      </Page>
    );
  }

  const next = () => {
    const checked = NewTradePasswordSchema.safeParse(first);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? TRADE_PASSWORD_TEXT.format);
      setFirst('');
      return;
    }
    setError(undefined);
    setStage('second');
  };

  const startOver = (message?: string) => {
    setFirst('');
    setSecond('');
    setStage('first');
    setError(message);
  };

  const confirm = async () => {
    if (setting.isLoading) return;
    if (second.length < 6) {
      setError(TRADE_PASSWORD_TEXT.format);
      return;
    }
    if (second !== first) {
      startOver(TRADE_PASSWORD_TEXT.mismatch);
      return;
    }
    const resetTicket = heldResetTicket();
    if (resetTicket === undefined) {
      startOver('验证已过期，请重新获取短信验证码');
      return;
    }
    setFailure(null);
    try {
      await setPassword({ password: first, resetTicket }).unwrap();
      dropResetTicket();
      setDone(true);
      ui.toast('支付密码设置成功', 'success');
      leave();
    } catch (caught) {
      if (errorCodeOf(caught) === 'WALLET_RESET_EXPIRED') dropResetTicket();
      setFailure(failureText(caught) ?? '设置失败，请稍后再试');
      startOver();
    }
  };

  return (
    <Page>
      <View className="ak-body">
        <Card>
          <View className="ws-steps" aria-label="设置步骤">
            <Text className={`ws-step ${stage === 'first' ? 'ws-step--on' : ''}`}>1 输入新密码</Text>
            <Icon name="chevron-right" size="small" className="ws-step-sep" />
            <Text className={`ws-step ${stage === 'second' ? 'ws-step--on' : ''}`}>2 再次确认</Text>
          </View>
          {stage === 'first' ? (
            <TradePasswordInput
              key="first"
              label="请设置6位数字支付密码"
              testId="ws-pwd-first"
              value={first}
              focus
              error={error}
              onChange={(value) => {
                setFirst(value);
                setError(undefined);
                setFailure(null);
              }}
            />
          ) : (
            <TradePasswordInput
              key="second"
              label="请再次输入支付密码"
              testId="ws-pwd-second"
              value={second}
              focus
              error={error}
              onChange={(value) => {
                setSecond(value);
                setError(undefined);
              }}
            />
          )}
          <Text className="ws-note">支付密码不能是重复（如111111）或连续（如123456）的数字，请勿与银行卡密码相同。</Text>
          {failure !== null && (
            <View data-testid="ws-steps-failure">
              <FieldError>{failure}</FieldError>
            </View>
          )}
        </Card>
        {stage === 'first' ? (
          <Button testId="ws-pwd-next" onTap={next}>
            下一步
          </Button>
        ) : (
          <Button testId="ws-pwd-confirm" disabled={setting.isLoading} onTap={() => void confirm()}>
            {setting.isLoading ? '设置中…' : '确认'}
          </Button>
        )}
      </View>
    </Page>
  );
}
