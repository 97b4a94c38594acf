import * as React from 'react';
import { Text, View } from 'remax/one';
import { useGetBankCardsQuery, useRemoveBankCardMutation } from '@aster/core-api';
import { bankCardText, pageLink, type BankCard } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { limitText } from '@screens/features/billSettle/limitText';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { QueryList } from '@screens/ui/StateView';
import '@screens/features/billSettle/billSettle.css';

/**
 * 我的银行卡 (bill_bank_add): the tenant's cards for card payments, masked but their last 4, with the holder's masked
 * name; remove one after a confirmation, add one (bill_bank_add_new), see the supported banks.
 */
function BillBankAddPage() {
  const cards = useGetBankCardsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove] = useRemoveBankCardMutation();
  const removeCard = async (card: BankCard) => {
    const sure = await ui.showModal({ title: '解绑银行卡', content: `确定解绑${bankCardText(card)}吗？`, showCancel: true, confirmText: '解绑' });
    if (!sure) return;
    try {
      await remove({ id: card.id }).unwrap();
      ui.toast('已解绑', 'success');
    } catch {
      // The client's error model has shown the server's message.
    }
  };
  return (
    <Page>
      <View className="ak-body">
        <QueryList query={cards} emptyText="还没有银行卡，添加后可用银行卡支付账单" errorText="银行卡加载失败">
          {(items) =>
            items.map((card) => (
              <View key={card.id} className="bs-bank-card" data-testid={`bank-card-${card.lastFour}`}>
                <Text className="bs-bank-name">{card.bankName}</Text>
                <Text className="bs-bank-number">{card.cardNumberMasked}</Text>
                <Text className="bs-bank-meta">{`持卡人 ${card.holderNameMasked} · 单笔限额${limitText(card.singleLimit)}`}</Text>
                <View className="bs-bank-remove" role="button" data-testid={`bank-card-remove-${card.lastFour}`} onTap={() => void removeCard(card)}>
                  <Text>解绑</Text>
                </View>
              </View>
            ))
          }
        </QueryList>
        <Button testId="bank-card-add" onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_bank_add_new/index'))}>
          添加银行卡
        </Button>
        <View className="bs-links">
          <View className="bs-link" role="link" data-testid="bank-card-support" onTap={() => void navigation.navigateTo(pageLink('pages/bill/bill_bank_support/index'))}>
            <Text>支持的银行</Text>
          </View>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/bill/bill_bank_add/index', BillBankAddPage);
