import * as React from 'react';
import { useGetInvoiceableQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { INVOICE_ITEM_KIND_TEXT, INVOICE_MAX_ITEMS, INVOICE_TEXT, type InvoiceableItem } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { heldSelection, holdSelection } from './selection';
import { invoiceLinks, money, periodText } from './invoiceText';
import { Icon } from '@screens/ui/icon/Icon';
import '@screens/features/booking/booking.css';
import './invoice.css';

const keyOf = (item: { kind: string; id: string }) => `${item.kind}:${item.id}`;

/**
 * 申请发票: the tenant's paid bills and orders not yet invoiced, newest paid first, to tick (at most 50) with the
 * total; 下一步 takes the selection (ids only, in memory) to fillIn.
 */
export function ApplyInvoice() {
  const query = useGetInvoiceableQuery(undefined, { refetchOnMountOrArgChange: true });
  // Coming back from fillIn keeps what was ticked.
  const [chosen, setChosen] = React.useState<ReadonlySet<string>>(() => new Set((heldSelection()?.items ?? []).map(keyOf)));
  const list = query.data;
  if (list === undefined) return <QueryStatePage query={query} failedText="账单加载失败" />;

  const items = list.items;
  const picked = items.filter((item) => chosen.has(keyOf(item)));
  const total = picked.reduce((sum, item) => sum + item.amountFen, 0);
  const allOn = items.length > 0 && items.slice(0, INVOICE_MAX_ITEMS).every((item) => chosen.has(keyOf(item)));

  const toggle = (item: InvoiceableItem) => {
    const key = keyOf(item);
    const next = new Set(chosen);
    if (next.has(key)) next.delete(key);
    else if (next.size >= INVOICE_MAX_ITEMS) return ui.toast(INVOICE_TEXT.tooMany);
    else next.add(key);
    setChosen(next);
  };
  const toggleAll = () => setChosen(allOn ? new Set() : new Set(items.slice(0, INVOICE_MAX_ITEMS).map(keyOf)));
  const onNext = () => {
    if (picked.length === 0) return ui.toast(INVOICE_TEXT.noItems);
    holdSelection({ items: picked.map((item) => ({ kind: item.kind, id: item.id })), amountFen: total });
    return void navigation.navigateTo(invoiceLinks.fillIn());
  };

  return (
    <Page>
      <View className="bk-body iv-apply">
        {items.length === 0 ? (
          <StateView status="empty" text="暂无可开票的账单，账单支付后即可申请开票" />
        ) : (
          <>
            <Text className="bk-hint iv-hint">已支付的租金、水电费账单及充值订单可申请开票；押金不开具发票。一次最多选择{INVOICE_MAX_ITEMS}笔。</Text>
            {items.map((item) => {
              const on = chosen.has(keyOf(item));
              return (
                <View
                  key={keyOf(item)}
                  className={`bk-list-card iv-item ${on ? 'iv-item--on' : ''}`}
                  role="checkbox"
                  aria-checked={on}
                  aria-label={`${item.title} ${money(item.amountFen)}`}
                  data-testid={`iv-item-${item.kind}-${item.id}`}
                  onTap={() => toggle(item)}
                >
                  <View className={`iv-check ${on ? 'iv-check--on' : ''}`}>{on && <Icon name="check" size="small" />}</View>
                  <View className="iv-item-body">
                    <View className="iv-row">
                      <Text className="iv-item-title">{item.title}</Text>
                      <Text className="iv-amount">{money(item.amountFen)}</Text>
                    </View>
                    <Text className="iv-meta">{periodText(item)}</Text>
                    <Text className="iv-meta">{item.contract !== '' ? `${INVOICE_ITEM_KIND_TEXT[item.kind]} · 合同 ${item.contract}` : INVOICE_ITEM_KIND_TEXT[item.kind]}</Text>
                  </View>
                </View>
              );
            })}
            {list.more > 0 && <Text className="bk-hint iv-hint">另有{list.more}笔较早的款项，开票后将在此显示</Text>}
          </>
        )}
      </View>
      {items.length > 0 && (
        <ActionBar amountLabel={`已选${picked.length}笔，合计`} amount={money(total).slice(1)}>
          <Button kind="default" size="small" testId="iv-all" onTap={toggleAll}>
            {allOn ? '取消全选' : '全选'}
          </Button>
          <Button testId="iv-next" onTap={onNext}>
            下一步
          </Button>
        </ActionBar>
      )}
    </Page>
  );
}
