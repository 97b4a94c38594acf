import * as React from 'react';
import { Text, View } from 'remax/one';
import { useGetBankCardsQuery, useGetWalletQuery } from '@aster/core-api';
import type { BankCard } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { QueryList } from '@screens/ui/StateView';
import { WALLET_LINKS } from './links';
import './walletSettings.css';

/**
 * The caller's cards and the wallet's withdrawal card: the card list and the summary, the summary asked again when
 * the cards change (an added card becomes the withdrawal card while none is chosen, as the server decides).
 */
export function useWalletCards() {
  const cards = useGetBankCardsQuery(undefined, { refetchOnMountOrArgChange: true });
  const wallet = useGetWalletQuery(undefined, { refetchOnMountOrArgChange: true });
  const loadedAt = cards.fulfilledTimeStamp;
  const refetchWallet = wallet.refetch;
  const first = React.useRef(true);
  React.useEffect(() => {
    if (loadedAt === undefined) return;
    if (first.current) {
      first.current = false;
      return;
    }
    void refetchWallet();
  }, [loadedAt, refetchWallet]);
  return { cards, withdrawCardId: wallet.data?.withdrawCard?.id ?? null };
}

/** One card as the wallet shows it: the bank, the number masked but its last 4 (as served), the withdrawal mark. */
export function WalletCardFace({ card, isWithdrawCard }: { card: BankCard; isWithdrawCard: boolean }) {
  return (
    <>
      <View className="ws-card-head">
        <Text className="ws-card-bank">{card.bankName}</Text>
        {isWithdrawCard && (
          <Text className="ws-card-tag" data-testid={`ws-withdraw-card-${card.lastFour}`}>
            提现卡
          </Text>
        )}
      </View>
      <Text className="ws-card-number">{card.cardNumberMasked}</Text>
      <Text className="ws-card-meta">{`持卡人 ${card.holderNameMasked}`}</Text>
    </>
  );
}

/** 我的银行卡 (wallet's bank): the cards, which one withdrawals go to, add one or change the withdrawal card. */
export function WalletBankCards() {
  const { cards, withdrawCardId } = useWalletCards();
  const hasCards = (cards.data?.length ?? 0) > 0;
  return (
    <Page>
      <View className="ak-body">
        <QueryList query={cards} emptyText="还没有银行卡，添加本人借记卡后可提现到银行卡" errorText="银行卡加载失败">
          {(items) =>
            items.map((card) => (
              <View key={card.id} className={`ws-card ${card.id === withdrawCardId ? 'ws-card--withdraw' : ''}`} data-testid={`ws-card-${card.lastFour}`}>
                <WalletCardFace card={card} isWithdrawCard={card.id === withdrawCardId} />
              </View>
            ))
          }
        </QueryList>
        <Text className="ws-note">提现将转入标记为“提现卡”的银行卡，卡号仅显示后四位。</Text>
        <View className="ws-actions">
          <Button testId="ws-card-add" onTap={() => void navigation.navigateTo(WALLET_LINKS.addCard)}>
            添加银行卡
          </Button>
          {hasCards && (
            <Button kind="default" testId="ws-card-change" onTap={() => void navigation.navigateTo(WALLET_LINKS.changeBank)}>
              更换提现卡
            </Button>
          )}
        </View>
      </View>
    </Page>
  );
}
