import * as React from 'react';
import { Text, View } from 'remax/one';
import { useSetWithdrawCardMutation } from '@aster/core-api';
import type { BankCard } from '@aster/core-domain';
import { failureText } from '@screens/hooks/failureText';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { QueryList } from '@screens/ui/StateView';
import { WALLET_LINKS } from './links';
import { WalletCardFace, useWalletCards } from './WalletBankCards';
import './walletSettings.css';

/** 更换银行卡 (change_bank): which of the tenant's cards receives withdrawals (one tap saves it), or add one. */
export function ChangeWithdrawCard() {
  const { cards, withdrawCardId } = useWalletCards();
  const [setWithdrawCard, saving] = useSetWithdrawCardMutation();
  const [failure, setFailure] = React.useState<string | null>(null);
  const choose = async (card: BankCard) => {
    if (saving.isLoading || card.id === withdrawCardId) return;
    setFailure(null);
    try {
      await setWithdrawCard({ cardId: card.id }).unwrap();
      ui.toast('提现卡已更换', 'success');
    } catch (error) {
      setFailure(failureText(error) ?? '更换失败，请稍后再试');
    }
  };
  return (
    <Page>
      <View className="ak-body">
        <Text className="ws-note">请选择接收提现的银行卡</Text>
        <View role="radiogroup" aria-label="提现卡">
          <QueryList query={cards} emptyText="还没有银行卡，请先添加本人借记卡" errorText="银行卡加载失败">
            {(items) =>
              items.map((card) => {
                const on = card.id === withdrawCardId;
                return (
                  <View
                    key={card.id}
                    className={`ws-card ws-card--choice ${on ? 'ws-card--withdraw' : ''}`}
                    role="radio"
                    aria-checked={on}
                    aria-label={`${card.bankName} 尾号${card.lastFour}`}
                    data-testid={`ws-choose-${card.lastFour}`}
                    onTap={() => void choose(card)}
                  >
                    <View className="ws-radio-row">
                      <View className={`ws-radio ${on ? 'ws-radio--on' : ''}`} aria-hidden />
                      <View className="ws-radio-body">
                        <WalletCardFace card={card} isWithdrawCard={on} />
                      </View>
                    </View>
                  </View>
                );
              })
            }
          </QueryList>
        </View>
        {failure !== null && <FieldError>{failure}</FieldError>}
        <View className="ws-actions">
          <Button kind="default" testId="ws-choose-add" onTap={() => void navigation.navigateTo(WALLET_LINKS.addCard)}>
            添加银行卡
          </Button>
        </View>
      </View>
    </Page>
  );
}
