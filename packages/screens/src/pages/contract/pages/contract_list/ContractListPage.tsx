import * as React from 'react';
import { useBindContractMutation, useGetContractCountQuery, useGetContractListQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { usePageEvent } from 'remax/macro';
import { HOUSE_LIST_PAGE, REFRESH_DEBOUNCE_MS, pageLink, type ContractSummary } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { hasScreen } from '@screens/hooks/builtPages';
import { errorCodeOf } from '@screens/hooks/requestKey';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ContractCard } from '@screens/features/lease/leaseParts';
import { LEASE_TABS, inLeaseTab, type LeaseTabKey } from '@screens/features/lease/leaseRules';
import { FilterTabs } from '@screens/features/booking/FilterTabs';

/**
 * 我的合同: the tenant's contracts by status, the counts of contract-count (生效中 activeCount, 待绑定 unBindCount), and
 * the contracts the manager made for their phone (contract/list's `bound: false`), to bind with contract/banding.
 * "您还没有合同" when there is none at all.
 */
function ContractListPage() {
  const list = useGetContractListQuery({}, { refetchOnMountOrArgChange: true });
  const count = useGetContractCountQuery(undefined, { refetchOnMountOrArgChange: true });
  const [bind] = useBindContractMutation();
  const [binding, setBinding] = React.useState<string | null>(null);
  const [tab, setTab] = React.useState<LeaseTabKey>('all');
  // Back on the list (from signing, paying, another app): asked again, at most once a second (spec: contract refresh debounce).
  const refreshedAt = React.useRef(clock.now());
  usePageEvent('onShow', () => {
    if (clock.now() - refreshedAt.current < REFRESH_DEBOUNCE_MS) return;
    refreshedAt.current = clock.now();
    void list.refetch();
    void count.refetch();
  });

  const open = (contract: ContractSummary) => void navigation.navigateTo(pageLink('pages/contract/pages/contract_detail/index', { contractId: contract.id }));

  const onBind = async (contract: ContractSummary) => {
    if (binding !== null) return;
    const agreed = await ui.showModal({
      title: '绑定合同',
      content: `绑定后，合同${contract.contractNo}（${contract.house.title}）将显示在您的合同列表中，由您查看和签署。`,
      confirmText: '绑定',
      showCancel: true,
    });
    if (!agreed) return;
    setBinding(contract.id);
    try {
      await bind({ id: contract.id }).unwrap();
      ui.toast('绑定成功', 'success');
      open(contract);
    } catch (failure) {
      if (errorCodeOf(failure) === 'CONTRACT_PHONE_DIFFERENT') void navigation.navigateTo(pageLink('pages/contract/pages/phone_different/index', { contractId: contract.id }));
    } finally {
      setBinding(null);
    }
  };

  const contracts = list.data?.filter((contract) => contract.bound);
  const toBind = list.data?.filter((contract) => !contract.bound) ?? [];
  const shown = inLeaseTab(contracts ?? [], tab);
  const tabTitle = LEASE_TABS.find((item) => item.key === tab)?.title ?? '';

  return (
    <Page>
      <View className="ls-summary" data-testid="contract-counts">
        <View className="ls-summary-item">
          <Text className="ls-summary-value" data-testid="contract-active-count">{count.data?.activeCount ?? '-'}</Text>
          <Text className="ls-summary-label">生效中</Text>
        </View>
        <View className="ls-summary-item">
          <Text className="ls-summary-value" data-testid="contract-unbind-count">{count.data?.unBindCount ?? '-'}</Text>
          <Text className="ls-summary-label">待绑定</Text>
        </View>
      </View>
      <FilterTabs tabs={LEASE_TABS} value={tab} onChange={setTab} testIdPrefix="contract-tab" />
      <View className="ak-body">
        {toBind.length > 0 && (
          <View data-testid="contract-unbound">
            <Text className="ls-section-title">待绑定的合同</Text>
            <Text className="ls-muted">以下合同由管家按您的手机号创建，绑定后即可查看和签约。</Text>
            {toBind.map((contract) => (
              <ContractCard
                key={contract.id}
                contract={contract}
                footer={
                  <View className="ls-bind-foot">
                    <Text className="bk-list-note">请核对房源与租期</Text>
                    <Button size="small" disabled={binding !== null} testId={`contract-bind-${contract.contractNo}`} onTap={() => void onBind(contract)}>
                      {binding === contract.id ? '绑定中…' : '绑定合同'}
                    </Button>
                  </View>
                }
              />
            ))}
            <Text className="ls-section-title">我的合同</Text>
          </View>
        )}
        {contracts === undefined ? (
          <StateView status={list.isError ? 'error' : 'loading'} text={list.isError ? '合同加载失败' : undefined} error={list.error} onRetry={() => void list.refetch()} />
        ) : contracts.length === 0 && toBind.length === 0 ? (
          <View className="bk-empty" data-testid="contract-empty">
            <StateView status="empty" text="您还没有合同" />
            {hasScreen(HOUSE_LIST_PAGE) && (
              <View className="bk-empty-action">
                <Button size="small" onTap={() => void navigation.navigateTo(pageLink(HOUSE_LIST_PAGE))}>
                  去找房
                </Button>
              </View>
            )}
          </View>
        ) : shown.length === 0 ? (
          <StateView status="empty" text={contracts.length === 0 ? '绑定后，合同将显示在这里' : `暂无${tabTitle}的合同`} />
        ) : (
          shown.map((contract) => <ContractCard key={contract.id} contract={contract} onTap={() => open(contract)} />)
        )}
      </View>
    </Page>
  );
}

export default definePage('pages/contract/pages/contract_list/index', ContractListPage);
