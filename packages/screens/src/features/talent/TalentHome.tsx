import * as React from 'react';
import { useAppSelector, useGetMyTalentApplicationQuery, useGetTalentProgrammeQuery } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { TALENT_DEGREE_TEXT, isLiveTalentApplication, pageLink, selectToken, type TalentApplication } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { ProjectCard } from './talentParts';
import './talent.css';

const APPLY = pageLink('pages/talent/waiting_apply/index');
const DETAIL = pageLink('pages/talent/waiting_detail/index');

/** The tenant's own state and the one next step: apply, see the queue, or read why it was not approved. */
function nextStep(application: TalentApplication | null | undefined): { text: string; action: string; url: string } {
  if (application === undefined) return { text: '登录后即可在线申请，并随时查看轮候进度', action: '登录并申请', url: APPLY };
  if (application === null) return { text: '您还没有提交申请', action: '立即申请', url: APPLY };
  if (isLiveTalentApplication(application.status) || application.status === 'moved_in') {
    const first = application.queue[0];
    const text = first === undefined ? `当前状态：${application.statusText}` : `当前状态：${application.statusText}，${first.projectName}第${first.place}位`;
    return { text, action: application.status === 'queued' ? '查看我的排位' : '查看申请进度', url: DETAIL };
  }
  if (application.status === 'rejected') return { text: '您的申请审核未通过，可修改后重新提交', action: '查看审核结果', url: DETAIL };
  return { text: `您的上一次申请${application.statusText}，可重新申请`, action: '重新申请', url: APPLY };
}

/**
 * 人才公寓: the city's programme (who qualifies, the discount, how long one may stay), its projects, and the
 * tenant's own application with the next step. Guests read it all; applying asks them to log in.
 */
export function TalentHome() {
  const token = useAppSelector(selectToken);
  const programme = useGetTalentProgrammeQuery(undefined, { refetchOnMountOrArgChange: true });
  const mine = useGetMyTalentApplicationQuery(undefined, { skip: token === null || token === '', refetchOnMountOrArgChange: true });
  if (programme.data === undefined) return <QueryStatePage query={programme} failedText="人才公寓信息加载失败" />;
  const { rules } = programme.data;
  const step = nextStep(token === null || token === '' ? undefined : mine.data?.application);
  const discount = rules.rentPercent % 10 === 0 ? `${rules.rentPercent / 10}折` : `${rules.rentPercent}%`;
  return (
    <Page>
      <View className="tl-hero">
        <Text className="tl-hero-title">{`${programme.data.cityName} · ${programme.data.name}`}</Text>
        <Text className="tl-hero-text">{programme.data.organiser}</Text>
        <View className="tl-hero-facts">
          <View className="tl-fact">
            <Text className="tl-fact-value">{discount}</Text>
            <Text className="tl-fact-label">市场租金</Text>
          </View>
          <View className="tl-fact">
            <Text className="tl-fact-value">{`${rules.maxStayMonths / 12}年`}</Text>
            <Text className="tl-fact-label">{`最长可住${rules.maxStayMonths}个月`}</Text>
          </View>
          <View className="tl-fact">
            <Text className="tl-fact-value">{`${programme.data.projects.length}个`}</Text>
            <Text className="tl-fact-label">人才公寓项目</Text>
          </View>
        </View>
      </View>
      <View className="ak-body">
        <Card title="我的申请">
          <Text className="tl-step" data-testid="tl-home-state">
            {step.text}
          </Text>
          <Button testId="tl-home-next" onTap={() => void navigation.navigateTo(step.url)}>
            {step.action}
          </Button>
        </Card>
        <Card title="申请条件">
          {programme.data.eligibility.map((line, index) => (
            <View key={line} className="tl-rule">
              <Text className="tl-rule-index">{index + 1}</Text>
              <Text className="tl-rule-text">{line}</Text>
            </View>
          ))}
          <Text className="tl-note">{`学历要求：${TALENT_DEGREE_TEXT[rules.minDegree]}及以上；可同时轮候${rules.maxProjects}个项目，按提交顺序排队配房。`}</Text>
        </Card>
        <Card title="房源项目">
          {programme.data.projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </Card>
      </View>
    </Page>
  );
}
