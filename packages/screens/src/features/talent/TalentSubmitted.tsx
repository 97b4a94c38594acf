import * as React from 'react';
import { useGetMyTalentApplicationQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { chinaDate, pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { InfoRow, ResultHead } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import '@screens/features/booking/booking.css';
import './talent.css';

const NEXT_STEPS = [
  '资格审核：工作人员将在5个工作日内核对您的材料，结果会在「轮候详情」中显示',
  '进入轮候：审核通过后按提交顺序在意向项目排队，可随时查看排位和前面的人数',
  '配房入住：轮到您时将为您配房，请在7天内联系管家看房、签约入住',
];

/** 提交成功: the application number and what happens next. */
export function TalentSubmitted() {
  const mine = useGetMyTalentApplicationQuery(undefined, { refetchOnMountOrArgChange: true });
  const application = mine.data?.application;
  if (application === undefined || application === null) return <QueryStatePage query={mine} failedText="申请信息加载失败" />;
  return (
    <Page>
      <View className="bk-body">
        <ResultHead title="申请已提交" text="请留意审核结果，审核期间可在轮候详情中撤回申请" />
        <Card>
          <InfoRow label="申请编号" value={application.applicationNo} strong testId="tl-submitted-no" />
          <InfoRow label="提交日期" value={chinaDate(application.submittedAt)} />
          <InfoRow label="意向项目" value={application.projects.map((project) => project.name).join('、')} />
        </Card>
        <Card title="接下来">
          {NEXT_STEPS.map((line, index) => (
            <View key={line} className="tl-rule">
              <Text className="tl-rule-index">{index + 1}</Text>
              <Text className="tl-rule-text">{line}</Text>
            </View>
          ))}
        </Card>
        <View className="tl-actions">
          <Button testId="tl-submitted-detail" onTap={() => void navigation.redirectTo(pageLink('pages/talent/waiting_detail/index'))}>
            查看轮候详情
          </Button>
          <Button kind="default" testId="tl-submitted-home" onTap={() => void navigation.redirectTo(pageLink('pages/talent/talent_home/index'))}>
            返回人才公寓
          </Button>
        </View>
      </View>
    </Page>
  );
}
