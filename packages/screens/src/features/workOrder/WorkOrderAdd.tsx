import * as React from 'react';
import { useAddWorkOrderMutation, useAppSelector, useGetContractListQuery, useGetWorkOrderSettingQuery, useGetWorkOrderTimeQuery } from '@aster/core-api';
import { Image, Input, Text, Textarea, View } from 'remax/one';
import {
  WORK_ORDER_PHOTOS_MAX,
  WORK_ORDER_SETTING_TYPE,
  WorkOrderCreateSchema,
  addCalendarDays,
  chinaDate,
  chinaInstant,
  inputMaxLength,
  selectCompanyId,
  selectUser,
  workOrderMessages,
  type WorkOrderKind,
  type WorkOrderTime,
} from '@aster/core-domain';
import { useForm } from '@screens/hooks/useForm';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { keypad } from '@screens/ui/keypad';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import { ActionBar } from '@screens/features/booking/bookingParts';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { progressMessages } from './progressMessages';
import { PROGRESS_TEMPLATE_IDS } from './progressMessagesTypes';
import { useWorkOrderPhotos } from './useWorkOrderPhotos';
import { leaseToday, notStartedNote } from './leaseToday';
import { WORK_ORDER_PAGES, detailLink } from './workOrderKinds';
import { Icon } from '@screens/ui/icon/Icon';
import '@screens/features/booking/booking.css';
import './workOrder.css';

const RENTED = new Set(['to_move_in', 'renting', 'checkout_applied']);
const WEEKDAY = ['日', '一', '二', '三', '四', '五', '六'];

/** The bookable days (from tomorrow, China time) and each slot's start and end instants. */
function visitDays(time: WorkOrderTime, now: number) {
  const today = chinaDate(now);
  return Array.from({ length: time.days }, (_unused, index) => {
    const date = addCalendarDays(today, index + 1);
    const weekday = WEEKDAY[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
    return { date, label: `${date.slice(5)} 周${weekday}`, slots: time.slots.map((slot) => ({ ...slot, start: chinaInstant(date, slot.start), end: chinaInstant(date, slot.end), text: `${slot.start}-${slot.end}` })) };
  });
}

const FormSchema = WorkOrderCreateSchema.omit({ requestKey: true });

/**
 * 我要报修 / 预约保洁 / 我要投诉: the room (from the tenant's rented contracts), the kind of problem (the company's
 * work-order settings), a description, up to 9 photos, a visit slot (work-order-setting/v1/time) and a contact
 * phone. What was typed stays when sending fails; after sending, the tenant may ask for progress messages.
 */
export function WorkOrderAdd({ kind }: { kind: WorkOrderKind }) {
  const companyId = useAppSelector(selectCompanyId);
  const user = useAppSelector(selectUser);
  const setting = useGetWorkOrderSettingQuery({ type: WORK_ORDER_SETTING_TYPE[kind], companyId: String(companyId ?? 0) });
  const time = useGetWorkOrderTimeQuery();
  const contracts = useGetContractListQuery({}, { refetchOnMountOrArgChange: true });
  const [addWorkOrder] = useAddWorkOrderMutation();
  const photos = useWorkOrderPhotos();
  const pages = WORK_ORDER_PAGES[kind];
  const needsVisit = setting.data?.needsVisit ?? kind !== 'complaint';
  const schema = React.useMemo(
    () =>
      FormSchema.superRefine((value, context) => {
        if (needsVisit && value.visitStart === undefined) context.addIssue({ code: 'custom', path: ['visitStart'], message: workOrderMessages.visit });
      }),
    [needsVisit],
  );
  const form = useForm(schema, {
    initial: { kind, contractId: '', category: '', description: '', photoIds: [], contactPhone: user?.mobile ?? '' },
    submit: (data, { requestKey }) => addWorkOrder({ ...data, photoIds: photos.uploadIds, requestKey }).unwrap(),
    onSuccess: (order) => {
      void (async () => {
        const wanted = await ui.showModal({ title: '提交成功', content: '是否接收工单进度通知？', showCancel: true, confirmText: '接收通知' });
        if (wanted) ui.toast((await progressMessages.subscribe(PROGRESS_TEMPLATE_IDS)).text);
        void navigation.redirectTo(detailLink(kind, order.id));
      })();
    },
    failureFallback: '提交失败，请稍后再试',
  });
  const rooms = (contracts.data ?? []).filter((contract) => contract.bound && RENTED.has(contract.status));
  const today = chinaDate(clock.now());
  // The room lived in today is chosen for them (shown chosen; another is one tap away).
  const likely = leaseToday(rooms, today);
  React.useEffect(() => {
    if (likely !== undefined && form.values.contractId === '') form.reset({ ...form.values, contractId: likely.id });
  }, [likely?.id]);

  if (setting.data === undefined || time.data === undefined || contracts.data === undefined) {
    const failed = [setting, time, contracts].find((query) => query.isError);
    return <QueryStatePage query={failed ?? (setting.data === undefined ? setting : time.data === undefined ? time : contracts)} failedText="加载失败" />;
  }
  if (rooms.length === 0) {
    return (
      <Page>
        <View className="bk-body">
          <StateView status="empty" text="您还没有在租的房间，签约入住后即可使用" />
        </View>
      </Page>
    );
  }
  const days = visitDays(time.data, clock.now());
  const chosenDay = days.find((day) => day.slots.some((slot) => slot.start === form.values.visitStart)) ?? days[0];
  const notStarted = notStartedNote(rooms.find((room) => room.id === form.values.contractId), today);
  const onSend = () => {
    if (photos.busy) return form.show({ failure: workOrderMessages.photosBusy });
    if (photos.failed) return form.show({ failure: workOrderMessages.photosFailed });
    return form.submit();
  };

  return (
    <Page>
      <View className="bk-body">
        <Card title="房间" {...form.field('contractId', '房间')}>
          <View className="wo-options" role="radiogroup" aria-label="房间">
            {rooms.map((room) => (
              <View key={room.id} className={`wo-option ${form.values.contractId === room.id ? 'wo-option--on' : ''}`} role="radio" aria-checked={form.values.contractId === room.id} data-testid={`wo-room-${room.id}`} onTap={() => form.set({ contractId: room.id })}>
                <Text>{room.house.title}</Text>
              </View>
            ))}
          </View>
          {notStarted !== null && (
            <Text className="bk-hint" data-testid="wo-room-not-started">
              {notStarted}
            </Text>
          )}
          {form.errors.contractId !== undefined && <FieldError>{form.errors.contractId}</FieldError>}
        </Card>
        <Card title="问题类型" {...form.field('category', '问题类型')}>
          <View className="bk-chip-row" role="radiogroup" aria-label="问题类型">
            {setting.data.categories.map((category) => (
              <View key={category} className={`bk-chip ${form.values.category === category ? 'bk-chip--on' : ''}`} role="radio" aria-checked={form.values.category === category} data-testid={`wo-category-${category}`} onTap={() => form.set({ category })}>
                <Text>{category}</Text>
              </View>
            ))}
          </View>
          {form.errors.category !== undefined && <FieldError>{form.errors.category}</FieldError>}
        </Card>
        <Card title={pages.what} {...form.field('description', pages.what)}>
          <Textarea
            className="bk-textarea"
            value={form.values.description}
            maxLength={inputMaxLength(200)}
            placeholder={pages.placeholder}
            aria-label={pages.what}
            data-testid="wo-description"
            onInput={(event) => form.set({ description: String(event.target.value ?? '') })}
          />
          {form.errors.description !== undefined && <FieldError>{form.errors.description}</FieldError>}
        </Card>
        <Card title={`照片（${photos.items.length}/${WORK_ORDER_PHOTOS_MAX}）`}>
          <View className="wo-photos">
            {photos.items.map((photo, index) => (
              <View key={photo.key} className="wo-photo" data-testid={`wo-photo-${index}`} data-status={photo.status}>
                {photo.preview !== '' && <Image className="wo-photo-image" src={photo.preview} mode="aspectFill" aria-label={`照片${index + 1}`} />}
                {photo.status === 'uploading' && (
                  <View className="wo-photo-veil" role="progressbar" aria-valuenow={photo.progress} aria-valuemin={0} aria-valuemax={100} aria-label={`照片${index + 1}上传进度`}>
                    <Text>{`${photo.progress}%`}</Text>
                  </View>
                )}
                {photo.status === 'compressing' && (
                  <View className="wo-photo-veil">
                    <Text>处理中</Text>
                  </View>
                )}
                {photo.status === 'failed' && (
                  <View className="wo-photo-veil wo-photo-veil--failed" role="button" aria-label={`照片${index + 1}上传失败，点击重试`} data-testid={`wo-photo-${index}-retry`} onTap={() => void photos.retry(photo.key)}>
                    <Text>失败 重试</Text>
                  </View>
                )}
                <View className="wo-photo-remove" role="button" aria-label={`删除照片${index + 1}`} data-testid={`wo-photo-${index}-remove`} onTap={() => photos.remove(photo.key)}>
                  <Icon name="x" size="small" />
                </View>
              </View>
            ))}
          </View>
          {photos.items.length < WORK_ORDER_PHOTOS_MAX && (
            <View className="wo-photo-actions">
              <Button kind="default" size="small" testId="wo-photo-camera" onTap={() => void photos.add('camera')}>
                拍照
              </Button>
              <Button kind="default" size="small" testId="wo-photo-album" onTap={() => void photos.add('album')}>
                从相册选择
              </Button>
            </View>
          )}
        </Card>
        {needsVisit && chosenDay !== undefined && (
          <Card title="上门时间" {...form.field('visitStart', '上门时间')}>
            <View className="wo-days" role="radiogroup" aria-label="上门日期">
              {days.map((day) => (
                <View
                  key={day.date}
                  className={`wo-day ${day.date === chosenDay.date ? 'wo-day--on' : ''}`}
                  role="radio"
                  aria-checked={day.date === chosenDay.date}
                  data-testid={`wo-day-${day.date}`}
                  onTap={() => form.set({ visitStart: day.slots[0]?.start, visitEnd: day.slots[0]?.end })}
                >
                  <Text>{day.label}</Text>
                </View>
              ))}
            </View>
            <View className="bk-chip-row" role="radiogroup" aria-label="上门时段">
              {chosenDay.slots.map((slot, index) => (
                <View
                  key={slot.text}
                  className={`bk-chip ${form.values.visitStart === slot.start ? 'bk-chip--on' : ''}`}
                  role="radio"
                  aria-checked={form.values.visitStart === slot.start}
                  data-testid={`wo-slot-${index}`}
                  onTap={() => form.set({ visitStart: slot.start, visitEnd: slot.end })}
                >
                  <Text>{slot.text}</Text>
                </View>
              ))}
            </View>
            {form.errors.visitStart !== undefined && <FieldError>{form.errors.visitStart}</FieldError>}
          </Card>
        )}
        <Card title="联系电话" {...form.field('contactPhone', '联系电话')}>
          <Input className="ak-input" {...keypad('phone')} maxLength={11} value={form.values.contactPhone} aria-label="联系电话" data-testid="wo-phone" onInput={(event) => form.set({ contactPhone: String(event.target.value ?? '') })} />
          {form.errors.contactPhone !== undefined && <FieldError>{form.errors.contactPhone}</FieldError>}
        </Card>
        {form.failure !== null && (
          <View data-testid="wo-failure">
            <FieldError>{form.failure}</FieldError>
          </View>
        )}
      </View>
      <ActionBar>
        <Button testId="wo-submit" disabled={form.sending} onTap={() => void onSend()}>
          提交
        </Button>
      </ActionBar>
    </Page>
  );
}
