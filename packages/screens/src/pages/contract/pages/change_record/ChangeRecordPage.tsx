import * as React from 'react';
import { useGetContractRecordsQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { definePage, type PageProps } from '@screens/app/definePage';
import { Page } from '@screens/ui/Page';
import { QueryList } from '@screens/ui/StateView';
import '@screens/features/lease/lease.css';

/** 变更记录: every change of the contract, newest first (contract/online-records): each status move, binding, handover answers. */
function ChangeRecordPage({ params: { contractId } }: PageProps<'pages/contract/pages/change_record/index'>) {
  const records = useGetContractRecordsQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  return (
    <Page>
      <View className="bk-body" data-testid="change-records">
        <QueryList query={records} emptyText="暂无变更记录" errorText="变更记录加载失败">
          {(items) =>
            items.map((record, index) => (
              <View key={`${record.at}-${index}`} className="ls-record">
                <View className="ls-record-dot" />
                <Text className="ls-record-title">{record.title}</Text>
                {record.detail !== '' && <Text className="ls-record-text">{record.detail}</Text>}
                <Text className="ls-record-time">{record.at.slice(0, 16).replace('T', ' ')}</Text>
              </View>
            ))
          }
        </QueryList>
      </View>
    </Page>
  );
}

export default definePage('pages/contract/pages/change_record/index', ChangeRecordPage);
