import * as React from 'react';
import { useCancelWorkOrderMutation, useGetWorkOrderQuery, useUrgeWorkOrderMutation } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { WORK_ORDER_KIND_TEXT, pageLink, type WorkOrderDetail as Detail } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { phoneCall } from '@screens/platform/phoneCall';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { StatusHead } from '@screens/ui/StatusHead';
import { Page } from '@screens/ui/Page';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { errorMessageOf } from '@screens/features/leaseEnding/leaseRules';
import { progressMessages } from './progressMessages';
import { PROGRESS_TEMPLATE_IDS } from './progressMessagesTypes';
import { WorkOrderPhotoList } from './WorkOrderPhotoList';
import { timeText } from './workOrderKinds';
import '@screens/features/booking/booking.css';
import './workOrder.css';

function headNote(order: Detail): string {
  if (order.status === 'cancelled') return '工单已取消';
  if (order.status === 'done') return '已处理完成，请为本次服务评价';
  if (order.status === 'rated') return '感谢您的评价';
  const waiting = order.steps.find((step) => step.at === null && step.due !== null);
  if (waiting === undefined || waiting.due === null) return '';
  // The step's title says it happened (已受理); waiting for it reads without the 已.
  const step = waiting.title.replace(/^已/, '');
  return waiting.overdue ? `${step}已超时（承诺${timeText(waiting.due)}前）` : `预计${timeText(waiting.due)}前${step}`;
}

/**
 * 报修详情 / 保洁详情 / 投诉详情: the order's timeline (each step's time, or its promised deadline and an overdue mark
 * by the server's clock), the worker with a call button, the photos; cancel until assigned, urge once a deadline is
 * past, rate once done.
 */
export function WorkOrderDetail({ id }: { id: string }) {
  const query = useGetWorkOrderQuery({ id }, { refetchOnMountOrArgChange: true });
  const [cancel, cancelling] = useCancelWorkOrderMutation();
  const [urge, urging] = useUrgeWorkOrderMutation();
  const order = query.data;
  if (order === undefined) return <QueryStatePage query={query} failedText="工单加载失败" />;

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      ui.toast(done, 'success');
    } catch (error) {
      ui.toast(errorMessageOf(error) ?? '操作失败，请稍后再试');
    }
  };
  const onCancel = async () => {
    const sure = await ui.showModal({ title: '取消工单', content: `确定取消这个${WORK_ORDER_KIND_TEXT[order.kind]}吗？`, showCancel: true, confirmText: '取消工单' });
    if (sure) await act(() => cancel({ id }).unwrap(), '已取消');
  };

  return (
    <Page>
      <StatusHead status={order.statusText} note={headNote(order)} testId="wo-detail-status" />
      <View className="bk-body ak-overlap">
        <Card title="进度">
          <View className="wo-steps">
            {order.steps.map((step) => (
              <View key={step.key} className={`wo-step ${step.at !== null ? 'wo-step--done' : ''} ${step.overdue ? 'wo-step--late' : ''}`} data-testid={`wo-step-${step.key}`}>
                <View className="wo-step-dot" />
                <View className="wo-step-body">
                  <View className="wo-step-head">
                    <Text className="wo-step-title">{step.title}</Text>
                    {step.overdue && <Text className="wo-overdue" data-testid={`wo-step-${step.key}-overdue`}>已超时</Text>}
                  </View>
                  <Text className="wo-step-time">{step.at !== null ? timeText(step.at) : step.due !== null ? `承诺${timeText(step.due)}前` : ''}</Text>
                  {step.note !== null && <Text className="wo-step-time">{step.note}</Text>}
                </View>
              </View>
            ))}
          </View>
        </Card>
        {order.worker !== null && (
          <Card title="服务人员">
            <View className="wo-worker">
              <Text className="wo-worker-name" data-testid="wo-worker">{order.worker.name}</Text>
              <Button kind="default" size="small" testId="wo-call" onTap={() => order.worker !== null && phoneCall.call(order.worker.phone)}>
                拨打电话
              </Button>
            </View>
          </Card>
        )}
        <Card title="工单信息">
          <InfoRow label="房间" value={order.houseTitle} />
          <InfoRow label="类型" value={order.category} />
          <InfoRow label="联系电话" value={order.contactPhone} />
          {order.visitStart !== null && order.visitEnd !== null && <InfoRow label="上门时间" value={`${timeText(order.visitStart)}-${timeText(order.visitEnd).slice(6)}`} testId="wo-visit" />}
          <InfoRow label="提交时间" value={timeText(order.createdAt)} />
          <Text className="wo-desc wo-desc--full">{order.description}</Text>
          <WorkOrderPhotoList ids={order.photoIds} />
        </Card>
        {order.rating !== null && (
          <Card title="我的评价" extra="查看" onExtraTap={() => void navigation.navigateTo(pageLink('pages/service/pages/comment_detail/index', { id }))}>
            <Text className="wo-stars" data-testid="wo-rating">{'★'.repeat(order.rating.stars) + '☆'.repeat(5 - order.rating.stars)}</Text>
          </Card>
        )}
        <Button kind="default" size="small" testId="wo-subscribe" onTap={() => void progressMessages.subscribe(PROGRESS_TEMPLATE_IDS).then((outcome) => ui.toast(outcome.text))}>
          接收进度通知
        </Button>
      </View>
      {(order.canCancel || order.canUrge || order.status === 'done') && (
        <ActionBar>
          {order.canCancel && (
            <Button kind="default" testId="wo-cancel" disabled={cancelling.isLoading} onTap={() => void onCancel()}>
              取消工单
            </Button>
          )}
          {order.canUrge && (
            <Button testId="wo-urge" disabled={urging.isLoading} onTap={() => void act(() => urge({ id }).unwrap(), '已催促，我们会尽快处理')}>
              催一下
            </Button>
          )}
          {order.status === 'done' && (
            <Button testId="wo-rate" onTap={() => void navigation.navigateTo(pageLink('pages/service/pages/add_comment/index', { id }))}>
              去评价
            </Button>
          )}
        </ActionBar>
      )}
    </Page>
  );
}
