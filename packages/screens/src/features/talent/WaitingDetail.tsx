import * as React from 'react';
import { useGetMyTalentApplicationQuery, useWithdrawTalentApplicationMutation } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { TALENT_DEGREE_TEXT, TALENT_LEVEL_TEXT, chinaDate, pageLink, type TalentApplication } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { StatusHead } from '@screens/ui/StatusHead';
import { InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { monthlyRent } from './talentParts';
import '@screens/features/booking/booking.css';
import './talent.css';

const STATUS_NOTE: Readonly<Record<TalentApplication['status'], string>> = {
  reviewing: '资格审核中，预计5个工作日内完成',
  rejected: '审核未通过，可修改后重新提交',
  queued: '审核已通过，正在按提交顺序轮候',
  offered: '已为您配房，请在7天内联系管家办理签约入住',
  moved_in: '已入住，欢迎来到人才公寓',
  withdrawn: '申请已撤回，如有需要可重新申请',
};

function Queue({ application }: { application: TalentApplication }) {
  return (
    <Card title="我的排位">
      {application.queue.map((place) => (
        <View key={place.projectId} className="tl-queue" data-testid={`tl-queue-${place.projectId}`}>
          <Text className="tl-option-title">{place.projectName}</Text>
          <View className="tl-queue-figures">
            <Text className="tl-queue-place">{`第${place.place}位`}</Text>
            <Text className="tl-note">{`前面还有${place.ahead}人 · 共${place.queueLength}人轮候`}</Text>
          </View>
        </View>
      ))}
    </Card>
  );
}

/**
 * 轮候详情: the status of the tenant's latest application (待审核, 审核不通过 with the reason and 修改后重新提交, 排队中
 * with the place in each project's queue, 已配房 with the house, 已入住, 已撤回), its answers, a dated timeline and
 * 撤回申请 while it is live.
 */
export function WaitingDetail() {
  const mine = useGetMyTalentApplicationQuery(undefined, { refetchOnMountOrArgChange: true });
  const [withdraw, withdrawing] = useWithdrawTalentApplicationMutation();
  if (mine.data === undefined) return <QueryStatePage query={mine} failedText="申请信息加载失败" />;
  const application = mine.data.application;
  if (application === null) {
    return (
      <Page>
        <View className="bk-body tl-center">
          <StateView status="empty" text="您还没有提交人才公寓申请" />
          <Button testId="tl-detail-apply" onTap={() => void navigation.redirectTo(pageLink('pages/talent/waiting_apply/index'))}>
            去申请
          </Button>
        </View>
      </Page>
    );
  }
  const onWithdraw = async () => {
    const sure = await ui.showModal({ title: '撤回申请', content: application.status === 'reviewing' ? '撤回后需重新提交申请，确定撤回吗？' : '撤回后将失去当前排位，确定撤回吗？', showCancel: true, confirmText: '确定撤回' });
    if (!sure) return;
    try {
      await withdraw({ id: application.id }).unwrap();
      ui.toast('已撤回');
    } catch {
      // The request layer has shown why.
    }
  };
  return (
    <Page>
      <StatusHead status={application.statusText} note={STATUS_NOTE[application.status]} testId="tl-detail-status" />
      <View className="bk-body ak-overlap">
        {application.status === 'rejected' && (
          <Card title="审核意见">
            <Text className="tl-text" data-testid="tl-detail-reason">
              {application.rejectReason ?? ''}
            </Text>
            <Button testId="tl-detail-resubmit" onTap={() => void navigation.navigateTo(pageLink('pages/talent/waiting_apply/index'))}>
              修改后重新提交
            </Button>
          </Card>
        )}
        {application.status === 'queued' && <Queue application={application} />}
        {application.offer !== null && (
          <Card title="配房信息">
            <InfoRow label="项目" value={application.offer.projectName} testId="tl-offer-project" />
            <InfoRow label="房间" value={application.offer.roomName} testId="tl-offer-room" />
            <InfoRow label="房型" value={application.offer.roomType} />
            <InfoRow label="地址" value={application.offer.address} />
            <InfoRow label="人才价租金" value={monthlyRent(application.offer.rentFen)} strong />
          </Card>
        )}
        <Card title="申请信息">
          <InfoRow label="申请编号" value={application.applicationNo} testId="tl-detail-no" />
          <InfoRow label="工作单位" value={application.employer} />
          <InfoRow label="学历" value={TALENT_DEGREE_TEXT[application.degree]} />
          <InfoRow label="人才类别" value={TALENT_LEVEL_TEXT[application.talentLevel]} />
          <InfoRow label="社保缴纳" value={`${application.insuranceMonths}个月`} />
          <InfoRow label="入住人数" value={`${application.householdSize}人`} />
          <InfoRow label="意向项目" value={application.projects.map((project) => project.name).join('、')} />
        </Card>
        <Card title="办理进度">
          <View className="tl-timeline" data-testid="tl-timeline">
            {[...application.timeline].reverse().map((step, index) => (
              <View key={`${step.status}-${step.at}`} className={`tl-timeline-step ${index === 0 ? 'tl-timeline-step--now' : ''}`}>
                <Text className="tl-option-title">{step.title}</Text>
                <Text className="tl-note">{chinaDate(step.at)}</Text>
                {step.note !== null && <Text className="tl-note">{step.note}</Text>}
              </View>
            ))}
          </View>
        </Card>
        {application.canWithdraw && (
          <View className="tl-actions">
            <Button kind="default" testId="tl-detail-withdraw" disabled={withdrawing.isLoading} onTap={() => void onWithdraw()}>
              撤回申请
            </Button>
          </View>
        )}
      </View>
    </Page>
  );
}
