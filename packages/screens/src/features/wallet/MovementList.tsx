import * as React from 'react';
import { Text, View } from 'remax/one';
import { useGetWalletMovementsQuery } from '@aster/core-api';
import { WALLET_MOVEMENT_TEXT, pageLink, type WalletMovementPage } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { ListFooter } from '@screens/ui/ListFooter';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { fenText, signedFenText, walletTimeText } from './walletText';
import './wallet.css';

type Direction = 'in' | 'out' | undefined;
const FILTERS: readonly { key: string; label: string; direction: Direction }[] = [
  { key: 'all', label: '全部', direction: undefined },
  { key: 'in', label: '收入', direction: 'in' },
  { key: 'out', label: '支出', direction: 'out' },
];

/** One page of movements (its own query, so pages already shown stay as they are when the next one loads). */
function MovementPage({ direction, before, isLast, onMore }: { direction: Direction; before: string | undefined; isLast: boolean; onMore: (page: WalletMovementPage) => void }) {
  const query = useGetWalletMovementsQuery({ direction, before });
  const page = query.data;
  if (page === undefined) {
    return before === undefined ? (
      <StateView status={query.isError ? 'error' : 'loading'} text={query.isError ? '资金明细加载失败' : undefined} error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <ListFooter hasMore loading={!query.isError} failed={query.isError} loadOn="tap" onMore={() => void query.refetch()} testId="wallet-movements-more" />
    );
  }
  if (before === undefined && page.movements.length === 0) return <StateView status="empty" text="暂无资金变动" />;
  return (
    <>
      {page.movements.map((movement) => (
        <View
          key={movement.id}
          className="wl-movement"
          role="link"
          data-testid={`wallet-movement-${movement.id}`}
          onTap={() => void navigation.navigateTo(pageLink('pages/wallet/deal_detail/index', { id: movement.id }))}
        >
          <View className="wl-movement-main">
            <Text className="wl-movement-title">{movement.title}</Text>
            <Text className="wl-movement-meta">{`${WALLET_MOVEMENT_TEXT[movement.kind]} · ${walletTimeText(movement.at)}`}</Text>
          </View>
          <View className="wl-movement-side">
            <Text className={`wl-movement-amount ${movement.amountFen > 0 ? 'wl-in' : ''}`}>{signedFenText(movement.amountFen)}</Text>
            <Text className="wl-movement-meta">{`余额 ${fenText(movement.balanceAfterFen)}`}</Text>
          </View>
        </View>
      ))}
      {isLast && <ListFooter hasMore={page.hasMore} loading={false} failed={false} loadOn="tap" onMore={() => onMore(page)} testId="wallet-movements-more" />}
    </>
  );
}

/** 资金明细: every movement of the balance, newest first, 20 at a time; 全部 / 收入 / 支出. */
export function MovementList() {
  const [filterKey, setFilterKey] = React.useState('all');
  const [cursors, setCursors] = React.useState<(string | undefined)[]>([undefined]);
  const choose = (key: string) => {
    setFilterKey(key);
    setCursors([undefined]);
  };
  const direction = FILTERS.find((candidate) => candidate.key === filterKey)?.direction;
  return (
    <Page>
      <View className="wl-filters" role="tablist">
        {FILTERS.map((candidate) => (
          <View
            key={candidate.key}
            className={`wl-filter ${candidate.key === filterKey ? 'wl-filter--on' : ''}`}
            role="tab"
            aria-selected={candidate.key === filterKey}
            data-testid={`wallet-filter-${candidate.key}`}
            onTap={() => choose(candidate.key)}
          >
            <Text>{candidate.label}</Text>
          </View>
        ))}
      </View>
      <View className="wl-body">
        {cursors.map((before, index) => (
          <MovementPage
            key={`${filterKey}-${before ?? 'first'}`}
            direction={direction}
            before={before}
            isLast={index === cursors.length - 1}
            onMore={(page) => setCursors((shown) => [...shown, page.movements[page.movements.length - 1]?.id])}
          />
        ))}
      </View>
    </Page>
  );
}
