import * as React from 'react';
import { Text, View } from 'remax/one';
import { useGetWalletQuery } from '@aster/core-api';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { Page } from '@screens/ui/Page';
import { walletQuestions } from './walletQuestions';
import { Icon } from '@screens/ui/icon/Icon';
import './walletSettings.css';

/** 常见问题 (questions): the wallet's questions, each opened or closed with a tap; numbers from the served rules. */
export function WalletQuestions() {
  const query = useGetWalletQuery(undefined, { refetchOnMountOrArgChange: true });
  const [open, setOpen] = React.useState<ReadonlySet<string>>(new Set());
  const wallet = query.data;
  if (wallet === undefined) return <QueryStatePage query={query} failedText="常见问题加载失败" />;
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Page>
      <View className="ak-body">
        <View className="ws-faq">
          {walletQuestions(wallet.rules).map((item) => {
            const expanded = open.has(item.id);
            return (
              <View key={item.id} className="ws-faq-item">
                <View className="ws-faq-question" role="button" aria-expanded={expanded} data-testid={`ws-faq-${item.id}`} onTap={() => toggle(item.id)}>
                  <Text className="ws-faq-question-text">{item.question}</Text>
                  <Icon name="chevron-right" size="small" className={`ws-faq-arrow ${expanded ? 'ws-faq-arrow--open' : ''}`} />
                </View>
                {expanded && (
                  <Text className="ws-faq-answer" data-testid={`ws-faq-answer-${item.id}`}>
                    {item.answer}
                  </Text>
                )}
              </View>
            );
          })}
        </View>
      </View>
    </Page>
  );
}
