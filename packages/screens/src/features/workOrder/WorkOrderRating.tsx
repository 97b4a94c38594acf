import * as React from 'react';
import { useGetWorkOrderQuery, useRateWorkOrderMutation } from '@aster/core-api';
import { Text, Textarea, View } from 'remax/one';
import { WORK_ORDER_KIND_TEXT, WorkOrderRatingRequestSchema, inputMaxLength } from '@aster/core-domain';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar, InfoRow } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { timeText } from './workOrderKinds';
import '@screens/features/booking/booking.css';
import './workOrder.css';

const STAR_TEXT = ['', '非常不满意', '不满意', '一般', '满意', '非常满意'];

/** 发表评价 / 我要评价: stars and words for a finished order; what was typed stays when sending fails. */
export function WorkOrderRate({ id }: { id: string }) {
  const query = useGetWorkOrderQuery({ id }, { refetchOnMountOrArgChange: true });
  const [rate] = useRateWorkOrderMutation();
  const form = useForm(WorkOrderRatingRequestSchema, {
    initial: { stars: 0, content: '' },
    submit: (data) => rate({ id, ...data }).unwrap(),
    onSuccess: () => {
      ui.toast('感谢您的评价', 'success');
      void navigation.navigateBack();
    },
    failureFallback: '提交失败，请稍后再试',
  });
  const order = query.data;
  if (order === undefined) return <QueryStatePage query={query} failedText="工单加载失败" />;
  if (order.status !== 'done') {
    return (
      <Page>
        <View className="bk-body">
          <StateView status="empty" text={order.status === 'rated' ? '该工单已评价' : '工单完成后才能评价'} />
        </View>
      </Page>
    );
  }
  return (
    <Page>
      <View className="bk-body">
        <Card title={`${WORK_ORDER_KIND_TEXT[order.kind]} · ${order.category}`}>
          {order.worker !== null && <InfoRow label="服务人员" value={order.worker.name} />}
          <InfoRow label="房间" value={order.houseTitle} />
        </Card>
        <Card title="服务评分">
          <View className="wo-star-row" role="radiogroup" aria-label="评分">
            {[1, 2, 3, 4, 5].map((star) => (
              <View key={star} className={`wo-star ${star <= form.values.stars ? 'wo-star--on' : ''}`} role="radio" aria-checked={star === form.values.stars} aria-label={`${star}星`} data-testid={`wo-star-${star}`} onTap={() => form.set({ stars: star })}>
                <Text>★</Text>
              </View>
            ))}
            <Text className="wo-star-text">{STAR_TEXT[form.values.stars] ?? ''}</Text>
          </View>
          {form.errors.stars !== undefined && <FieldError>{form.errors.stars}</FieldError>}
          <Textarea
            className="bk-textarea"
            value={form.values.content}
            maxLength={inputMaxLength(200)}
            placeholder="说说这次服务怎么样（选填）"
            aria-label="评价内容"
            data-testid="wo-comment"
            onInput={(event) => form.set({ content: String(event.target.value ?? '') })}
          />
          {form.errors.content !== undefined && <FieldError>{form.errors.content}</FieldError>}
        </Card>
        {form.failure !== null && (
          <View data-testid="wo-rate-failure">
            <FieldError>{form.failure}</FieldError>
          </View>
        )}
      </View>
      <ActionBar>
        <Button testId="wo-rate-submit" disabled={form.sending} onTap={() => void form.submit()}>
          提交评价
        </Button>
      </ActionBar>
    </Page>
  );
}

/** 评价详情: the stars and words given to an order. */
export function WorkOrderRatingDetail({ id }: { id: string }) {
  const query = useGetWorkOrderQuery({ id }, { refetchOnMountOrArgChange: true });
  const order = query.data;
  if (order === undefined) return <QueryStatePage query={query} failedText="评价加载失败" />;
  const rating = order.rating;
  return (
    <Page>
      <View className="bk-body">
        <Card title={`${WORK_ORDER_KIND_TEXT[order.kind]} · ${order.category}`}>
          <InfoRow label="房间" value={order.houseTitle} />
          {order.worker !== null && <InfoRow label="服务人员" value={order.worker.name} />}
        </Card>
        {rating === null ? (
          <StateView status="empty" text="该工单还没有评价" />
        ) : (
          <Card title="我的评价">
            <Text className="wo-stars" data-testid="wo-rating-stars">{'★'.repeat(rating.stars) + '☆'.repeat(5 - rating.stars)}</Text>
            <Text className="wo-desc wo-desc--full" data-testid="wo-rating-content">{rating.content === '' ? '未填写评价内容' : rating.content}</Text>
            <Text className="bk-list-note">{timeText(rating.createdAt)}</Text>
          </Card>
        )}
      </View>
    </Page>
  );
}
