import * as React from 'react';
import { useAnswerHandoverMutation, useGetCheckInQuery } from '@aster/core-api';
import { Text, Textarea, View } from 'remax/one';
import {
  DISPUTE_REASON_MAX_LENGTH,
  HandoverCategorySchema,
  canAnswerHandoverItem,
  disputeReasonProblem,
  handoverCategoryText,
  handoverProgress,
  inputMaxLength,
  pageLink,
  type HandoverItem,
} from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { hasScreen } from '@screens/hooks/builtPages';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { HandoverLine } from '@screens/features/lease/leaseParts';

/**
 * 物业交割: the tenant confirms each line of the move-in handover or disputes it with a reason (2-200 characters,
 * core-domain's rule); a confirmed line is final. What was typed for a dispute stays when sending fails.
 */
function PropertyDeliveriesPage({ params: { contractId } }: PageProps<'pages/contract/pages/property_deliveries/index'>) {
  const handover = useGetCheckInQuery({ id: contractId }, { refetchOnMountOrArgChange: true });
  const [answer] = useAnswerHandoverMutation();
  const [disputing, setDisputing] = React.useState<string | null>(null);
  const [drafts, setDrafts] = React.useState<Record<string, string>>({});
  const [problems, setProblems] = React.useState<Record<string, string>>({});
  const [busy, setBusy] = React.useState(false);

  if (handover.data === undefined) return <QueryStatePage query={handover} failedText="交割清单加载失败" />;
  if (handover.data === null) {
    return (
      <Page>
        <View className="bk-body">
          <StateView status="empty" text="管家尚未办理物业交割" />
        </View>
      </Page>
    );
  }
  const { items } = handover.data;
  const pending = items.filter((item) => item.state === 'pending');
  const progress = handoverProgress(items);

  const send = async (item: HandoverItem, decision: 'confirm' | 'dispute') => {
    if (busy) return false;
    const reason = drafts[item.id] ?? '';
    if (decision === 'dispute') {
      const problem = disputeReasonProblem(reason);
      setProblems((shown) => ({ ...shown, [item.id]: problem ?? '' }));
      if (problem !== null) return false;
    }
    setBusy(true);
    try {
      await answer({ id: contractId, itemId: item.id, decision, reason: decision === 'dispute' ? reason : undefined }).unwrap();
      if (decision === 'dispute') {
        setDisputing(null);
        ui.toast('异议已提交，管家将与您联系', 'none');
      }
      return true;
    } catch {
      // The client has shown why; the typed reason stays for another try.
      return false;
    } finally {
      setBusy(false);
    }
  };

  const confirmAll = async () => {
    const agreed = await ui.showModal({ title: '全部确认', content: `确认剩余${pending.length}项与实际交接一致？确认后不可修改。`, confirmText: '全部确认', showCancel: true });
    if (!agreed) return;
    for (const item of pending) {
      if (!(await send(item, 'confirm'))) return;
    }
    ui.toast('交割清单已确认', 'success');
  };

  const showPhotos = (item: HandoverItem, index: number) => {
    if (hasScreen('pages/show_image/index')) void navigation.navigateTo(pageLink('pages/show_image/index', { urls: JSON.stringify(item.photos), index }));
  };

  return (
    <Page>
      <View className="bk-body">
        <Text className="ls-muted" data-testid="delivery-progress">{`请对照实际情况逐项确认：已确认 ${progress.confirmed}/${progress.total}${progress.disputed > 0 ? `，有异议 ${progress.disputed} 项` : ''}`}</Text>
        {HandoverCategorySchema.options.map((category) => {
          const lines = items.filter((item) => item.category === category);
          return lines.length === 0 ? null : (
            <Card key={category} title={handoverCategoryText[category]}>
              {lines.map((item) => (
                <HandoverLine key={item.id} item={item} onPhoto={(index) => showPhotos(item, index)}>
                  {canAnswerHandoverItem(item.state) && disputing !== item.id && (
                    <View className="ls-item-actions">
                      <Button size="small" kind="default" testId={`delivery-dispute-${item.id}`} onTap={() => setDisputing(item.id)}>
                        {item.state === 'disputed' ? '修改异议' : '有异议'}
                      </Button>
                      <Button size="small" disabled={busy} testId={`delivery-confirm-${item.id}`} onTap={() => void send(item, 'confirm')}>
                        确认无误
                      </Button>
                    </View>
                  )}
                  {disputing === item.id && (
                    <View>
                      <Textarea
                        className="ls-textarea"
                        value={drafts[item.id] ?? ''}
                        maxLength={inputMaxLength(DISPUTE_REASON_MAX_LENGTH)}
                        placeholder="请说明与实际不符之处，如：桌面划痕比描述的更深"
                        aria-label={`${item.name}的异议原因`}
                        data-testid={`delivery-reason-${item.id}`}
                        onInput={(event) => {
                          const value = String(event.target.value ?? '');
                          setDrafts((typed) => ({ ...typed, [item.id]: value }));
                          setProblems((shown) => ({ ...shown, [item.id]: '' }));
                        }}
                      />
                      {problems[item.id] ? <FieldError>{problems[item.id]}</FieldError> : null}
                      <View className="ls-item-actions">
                        <Button size="small" kind="default" onTap={() => setDisputing(null)}>
                          取消
                        </Button>
                        <Button size="small" disabled={busy} testId={`delivery-send-${item.id}`} onTap={() => void send(item, 'dispute')}>
                          提交异议
                        </Button>
                      </View>
                    </View>
                  )}
                </HandoverLine>
              ))}
            </Card>
          );
        })}
      </View>
      {pending.length > 0 && (
        <ActionBar>
          <Button disabled={busy} testId="delivery-confirm-all" onTap={() => void confirmAll()}>
            {`全部确认（${pending.length}项）`}
          </Button>
        </ActionBar>
      )}
    </Page>
  );
}

export default definePage('pages/contract/pages/property_deliveries/index', PropertyDeliveriesPage);
