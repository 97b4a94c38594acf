import * as React from 'react';
import { useGetCheckInQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { CONTRACT_FLOW_TYPE, HandoverCategorySchema, handoverCategoryText, handoverProgress, pageLink } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { FlowCodeCard } from '@screens/features/lease/FlowCodeCard';
import { HandoverLine } from '@screens/features/lease/leaseParts';

/**
 * 入住清单 (办理入住, contract/check-in): the move-in handover as recorded (items, meter readings, keys) with where each
 * line stands; the tenant answers the lines on property_deliveries. Before the manager records it, the page says when
 * it happens and shows the tenant's 入住码 (contract/qrcode, flowType 1) for the housekeeper to scan.
 */
function CheckinListPage({ params: { contractId } }: PageProps<'pages/contract/pages/checkin_list/index'>) {
  const handover = useGetCheckInQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  if (handover.data === undefined) return <QueryStatePage query={handover} failedText="入住清单加载失败" />;
  if (handover.data === null) {
    return (
      <Page>
        <View className="bk-body" data-testid="checkin-none">
          <StateView status="empty" text="管家尚未办理物业交割。入住当天，管家会与您逐项核对房间物品、水电读数和钥匙。" />
          <FlowCodeCard contractId={contractId} flowType={CONTRACT_FLOW_TYPE.checkIn} />
        </View>
      </Page>
    );
  }
  const { items, handedOverOn, managerName, complete } = handover.data;
  const progress = handoverProgress(items);
  return (
    <Page>
      <View className="bk-body">
        <Card title="物业交割">
          <InfoRow label="交割日期" value={handedOverOn} />
          <InfoRow label="经办管家" value={managerName} />
          <InfoRow label="确认进度" value={`已确认 ${progress.confirmed}/${progress.total}`} strong testId="checkin-progress" />
          {progress.disputed > 0 && <InfoRow label="有异议" value={`${progress.disputed}项，管家将与您联系处理`} />}
        </Card>
        {HandoverCategorySchema.options.map((category) => {
          const lines = items.filter((item) => item.category === category);
          return lines.length === 0 ? null : (
            <Card key={category} title={handoverCategoryText[category]}>
              {lines.map((item) => (
                <HandoverLine key={item.id} item={item} />
              ))}
            </Card>
          );
        })}
        {complete && <Text className="ls-muted">交割清单已全部确认，退租时将以此为准核对房屋状况。</Text>}
      </View>
      {!complete && (
        <ActionBar>
          <Button testId="checkin-answer" onTap={() => void navigation.navigateTo(pageLink('pages/contract/pages/property_deliveries/index', { contractId }))}>
            {progress.pending > 0 ? `逐项确认（${progress.pending}项待确认）` : '处理异议项'}
          </Button>
        </ActionBar>
      )}
    </Page>
  );
}

export default definePage('pages/contract/pages/checkin_list/index', CheckinListPage);
