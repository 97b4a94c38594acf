import * as React from 'react';
import { useGetNoticesInfiniteQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { chinaDate, NOTICE_PAGE_SIZE, type Notice } from '@aster/core-domain';
import { Page } from '@screens/ui/Page';
import { ListFooter } from '@screens/ui/ListFooter';
import { StateView } from '@screens/ui/StateView';
import { QueryState } from '@screens/features/booking/pageStates';
import { sanitizeContractHtml } from '@screens/features/signing/contractHtml';
import { ContractNodes } from '@screens/features/signing/signingParts';
import './extraService.css';

/** One notice: title, day, the building's mark, and its body through the allow-list sanitiser (no HTML reaches a renderer). */
function NoticeCard({ notice }: { notice: Notice }) {
  const nodes = React.useMemo(() => sanitizeContractHtml(notice.bodyHtml), [notice.bodyHtml]);
  return (
    <View className="ak-card xs-card xs-notice" data-testid={`xs-notice-${notice.id}`}>
      <View className="xs-notice-head">
        {notice.scope === 'building' && (
          <Text className="xs-tag" data-testid={`xs-notice-building-${notice.id}`}>
            本楼
          </Text>
        )}
        <Text className="xs-notice-title">{notice.title}</Text>
      </View>
      <Text className="xs-note">{`${chinaDate(notice.publishedAt)}${notice.buildingName !== null ? ` · ${notice.buildingName}` : ''}`}</Text>
      <View className="xs-notice-body">
        <ContractNodes nodes={nodes} />
      </View>
    </View>
  );
}

/** 公告: the operator's notices newest first, 加载更多 for the next page; a tenant's building's notices first. */
export function NoticeList() {
  const notices = useGetNoticesInfiniteQuery({ pageSize: NOTICE_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const list = React.useMemo(() => (notices.data?.pages ?? []).flatMap((page) => page.list), [notices.data]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = notices;
  return (
    <Page>
      <View className="ak-body xs-body">
        {notices.data === undefined ? (
          <QueryState query={notices} failedText="公告加载失败" />
        ) : list.length === 0 ? (
          <StateView status="empty" text="暂无公告" />
        ) : (
          <>
            {list.map((notice) => (
              <NoticeCard key={notice.id} notice={notice} />
            ))}
            <ListFooter
              hasMore={hasNextPage}
              loading={isFetchingNextPage}
              failed={isFetchNextPageError}
              loadOn="tap"
              onMore={() => void fetchNextPage()}
              testId="xs-notices-more"
            />
          </>
        )}
      </View>
    </Page>
  );
}
