import * as React from 'react';
import { useAppSelector, useBookViewingMutation, useGetHouseDetailQuery, useGetUserInfoQuery, useGetViewingSlotsQuery } from '@aster/core-api';
import { Input, Text, Textarea, View } from 'remax/one';
import { CONTACT_NAME_MAX_LENGTH, VIEWING_NOTE_MAX_LENGTH, formatDate, inputMaxLength, pageLink, selectUser, textLength } from '@aster/core-domain';
import { definePage, type PageProps } from '../../app/definePage';
import { useForm } from '../../hooks/useForm';
import { clock } from '../../platform/clock';
import { navigation } from '../../platform/navigation';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FieldError } from '../../ui/FieldError';
import { Page } from '../../ui/Page';
import { PhoneInput } from '../../ui/PhoneFields';
import { StateView } from '../../ui/StateView';
import { ActionBar, HouseBrief } from '../../features/booking/bookingParts';
import { layoutText } from '../../ui/houseFacts';
import { QueryState } from '../../features/booking/pageStates';
import { dayLabel } from '../../ui/dayTabs';
import { ViewingFormSchema, noteInput } from './viewingForm';

/** 预约看房: a day and time slot the server offers, who comes and how to reach them, a note. */
function BookRoomPage({ params: { houseId } }: PageProps<'pages/book_room/index'>) {
  const user = useAppSelector(selectUser);
  // Loads the tenant (core-api copies it into the session) when a launch restored only the token.
  useGetUserInfoQuery(undefined, { skip: user !== null });
  const house = useGetHouseDetailQuery({ id: houseId });
  const slots = useGetViewingSlotsQuery({ houseId }, { refetchOnMountOrArgChange: true });
  const [bookViewing] = useBookViewingMutation();
  const form = useForm(ViewingFormSchema, {
    initial: { date: '', timeSlot: '', contactName: user?.userName ?? '', contactPhone: user?.mobile ?? '', note: '' },
    submit: async (viewing, { requestKey }) => {
      try {
        return await bookViewing({ ...viewing, houseId, requestId: requestKey }).unwrap();
      } catch (error) {
        // A slot taken meanwhile shows as taken after the refusal.
        void slots.refetch();
        throw error;
      }
    },
    onSuccess: (viewing) => void navigation.redirectTo(pageLink('pages/book_success/index', { id: viewing.id })),
    failureFallback: '预约失败，请稍后再试',
  });
  const { values, errors } = form;

  // The user may load after the page opens: fill what the tenant has not typed yet.
  React.useEffect(() => {
    const contactName = values.contactName === '' ? (user?.userName ?? '') : values.contactName;
    const contactPhone = values.contactPhone === '' ? (user?.mobile ?? '') : values.contactPhone;
    if (contactName !== values.contactName || contactPhone !== values.contactPhone) form.reset({ ...values, contactName, contactPhone });
  }, [user?.userName, user?.mobile]);

  // The first day with a free slot is picked when the slots arrive.
  const days = slots.data ?? [];
  React.useEffect(() => {
    if (values.date !== '' || days.length === 0) return;
    const first = days.find((day) => day.slots.some((slot) => slot.available)) ?? days[0];
    if (first !== undefined) form.reset({ ...values, date: first.date });
  }, [days, values.date]);

  const today = formatDate(clock.now());
  const selectedDay = days.find((day) => day.date === values.date);
  const detail = house.data;
  const unavailable = detail !== undefined && detail.availability !== 'available';

  return (
    <Page>
      <View className="bk-body">
        <Card>
          {detail !== undefined ? (
            <HouseBrief
              testId="book-house"
              coverUrl={detail.coverUrl}
              title={detail.title}
              meta={`${layoutText(detail.layout)} · ${detail.areaSqm}㎡ · ${detail.storeName}`}
              rent={detail.rent}
            />
          ) : (
            <QueryState query={house} failedText="房源加载失败" />
          )}
          {unavailable && <FieldError>该房源已被预订，暂不可预约看房</FieldError>}
        </Card>

        <Card title="看房时间" {...form.field('date', '看房日期')}>
          {slots.isError && slots.data === undefined ? (
            <StateView status="error" text="看房时间加载失败" error={slots.error} onRetry={() => void slots.refetch()} />
          ) : slots.data === undefined ? (
            <StateView status="loading" />
          ) : days.length === 0 ? (
            <StateView status="empty" text="近期暂无可预约的看房时间" />
          ) : (
            <>
              <View className="bk-tabs" role="tablist">
                {days.map((day) => {
                  const label = dayLabel(day.date, today);
                  const on = day.date === values.date;
                  return (
                    <View
                      key={day.date}
                      className={`bk-tab ${on ? 'bk-tab--on' : ''}`}
                      role="tab"
                      aria-selected={on}
                      data-testid={`book-day-${day.date}`}
                      onTap={() => form.set({ date: day.date, timeSlot: '' })}
                    >
                      <Text className="bk-tab-week">{label.week}</Text>
                      <Text className="bk-tab-day">{label.day}</Text>
                    </View>
                  );
                })}
              </View>
              <View className="bk-chip-row" role="radiogroup" aria-label="看房时段" {...form.field('timeSlot', '看房时段')}>
                {(selectedDay?.slots ?? []).map((slot) => {
                  const on = slot.time === values.timeSlot;
                  return (
                    <View
                      key={slot.time}
                      className={`bk-chip ${on ? 'bk-chip--on' : ''} ${slot.available ? '' : 'bk-chip--off'}`}
                      role="radio"
                      aria-checked={on}
                      aria-disabled={!slot.available}
                      data-testid={`book-slot-${slot.time}`}
                      onTap={slot.available ? () => form.set({ timeSlot: slot.time }) : undefined}
                    >
                      <Text>{slot.time}</Text>
                    </View>
                  );
                })}
              </View>
              {selectedDay !== undefined && selectedDay.slots.every((slot) => !slot.available) && (
                <Text className="bk-hint">当天时段已约满，请选择其他日期</Text>
              )}
            </>
          )}
          {(errors.date ?? errors.timeSlot) !== undefined && <FieldError>{errors.date ?? errors.timeSlot}</FieldError>}
        </Card>

        <Card title="联系方式">
          <View className={`ak-field ${errors.contactName !== undefined ? 'ak-field--error' : ''}`} {...form.field('contactName', '联系人')}>
            <Text className="bk-field-label">联系人</Text>
            <Input
              className="ak-field-input ak-input"
              value={values.contactName}
              maxLength={inputMaxLength(CONTACT_NAME_MAX_LENGTH)}
              placeholder="请输入联系人姓名"
              aria-label="联系人"
              data-testid="book-contact-name"
              onInput={(event) => form.set({ contactName: String(event.target.value ?? '') })}
            />
          </View>
          {errors.contactName !== undefined && <FieldError>{errors.contactName}</FieldError>}
          <PhoneInput
            {...form.field('contactPhone', '联系电话')}
            value={values.contactPhone}
            onChange={(contactPhone) => form.set({ contactPhone })}
            error={errors.contactPhone}
            testId="book-contact-phone"
            placeholder="请输入手机号"
            label="联系电话"
            leading={<Text className="bk-field-label">联系电话</Text>}
          />
          <Text className="bk-note-title">备注</Text>
          <Textarea
            {...form.field('note', '备注')}
            className="bk-textarea"
            value={values.note}
            maxLength={inputMaxLength(VIEWING_NOTE_MAX_LENGTH)}
            placeholder="如有特殊需求请告诉管家（选填）"
            aria-label="备注"
            data-testid="book-note"
            onInput={(event) => form.set({ note: noteInput(String(event.target.value ?? '')) })}
          />
          <Text className="bk-counter">
            {textLength(values.note ?? '')}/{VIEWING_NOTE_MAX_LENGTH}
          </Text>
          {errors.note !== undefined && <FieldError>{errors.note}</FieldError>}
        </Card>
        <Text className="bk-hint">提交后管家将与您电话确认，如需改期可在“我的预约”中取消后重新预约。</Text>
        {form.failure !== null && <FieldError>{form.failure}</FieldError>}
      </View>

      <ActionBar>
        <Button disabled={form.sending || unavailable} testId="book-submit" onTap={() => void form.submit()}>
          {form.sending ? '提交中…' : '提交预约'}
        </Button>
      </ActionBar>
    </Page>
  );
}

export default definePage('pages/book_room/index', BookRoomPage);
