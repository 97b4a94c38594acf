import * as React from 'react';
import { Input, Text, View } from 'remax/one';
import { useAppSelector, useGetActivityQuery, useSignUpForActivityMutation } from '@aster/core-api';
import { activitySignUpFormSchema, activityTimeText, inputMaxLength, pageLink, selectUser, ACTIVITY_PARTICIPANTS_MAX } from '@aster/core-domain';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { placesText } from './activityParts';
import { keypad } from '@screens/ui/keypad';
import './activity.css';

/**
 * 活动报名: the contact (prefilled from the profile), how many come (1 to the activity's own limit, and no more than the
 * places left) and the phone, checked by core-domain's rules as the server checks them; a refusal is said beside the
 * form, which keeps what was typed. Signed up, the success page replaces the form.
 */
export function ActivitySign({ id }: { id: string }) {
  const query = useGetActivityQuery({ id });
  const user = useAppSelector(selectUser);
  const [signUp] = useSignUpForActivityMutation();
  const max = Math.max(1, Math.min(query.data?.maxParticipants ?? ACTIVITY_PARTICIPANTS_MAX, query.data?.placesLeft ?? ACTIVITY_PARTICIPANTS_MAX));
  const schema = React.useMemo(() => activitySignUpFormSchema(query.data?.maxParticipants ?? ACTIVITY_PARTICIPANTS_MAX), [query.data?.maxParticipants]);
  const form = useForm(schema, {
    initial: { contactor: user?.userName ?? '', participants: 1, phoneNum: user?.mobile ?? '' },
    submit: (values, attempt) => signUp({ id, ...values, requestKey: attempt.requestKey }).unwrap(),
    onSuccess: () => void navigation.redirectTo(pageLink('pages/activity/activity_sign_success/index', { id })),
    failureFallback: '报名失败，请稍后再试',
  });

  const activity = query.data;
  if (activity === undefined) return <QueryStatePage query={query} failedText="活动加载失败" />;
  const participants = Number(form.values.participants);
  const setParticipants = (next: number) => form.set({ participants: Math.min(max, Math.max(1, next)) });
  return (
    <Page>
      <View className="ak-body ac-body">
        <Card>
          <Text className="ac-title">{activity.title}</Text>
          <Text className="ac-line">{activityTimeText(activity.startAt, activity.endAt)}</Text>
          <Text className="ac-line">{activity.place}</Text>
          <Text className="ac-places">{placesText(activity)}</Text>
        </Card>
        <Card title="报名信息">
          <View className="ac-field">
            <Text className="ac-field-label">联系人</Text>
            <Input
              className="ak-input ac-input"
              type="text"
              value={String(form.values.contactor ?? '')}
              maxLength={inputMaxLength(20)}
              placeholder="请填写联系人姓名"
              aria-label="联系人"
              data-testid="ac-contactor"
              onInput={(event) => form.set({ contactor: String(event.target.value ?? '') })}
            />
          </View>
          {form.errors.contactor !== undefined && <FieldError>{form.errors.contactor}</FieldError>}
          <View className="ac-field">
            <Text className="ac-field-label">参与人数</Text>
            <View className="ac-stepper">
              <View
                className={`ac-step ${participants <= 1 ? 'ac-step--off' : ''}`}
                role="button"
                aria-label="减少一人"
                aria-disabled={participants <= 1}
                data-testid="ac-participants-less"
                onTap={() => setParticipants(participants - 1)}
              >
                <Text>－</Text>
              </View>
              <Text className="ac-step-value" data-testid="ac-participants" aria-live="polite">{`${participants}人`}</Text>
              <View
                className={`ac-step ${participants >= max ? 'ac-step--off' : ''}`}
                role="button"
                aria-label="增加一人"
                aria-disabled={participants >= max}
                data-testid="ac-participants-more"
                onTap={() => setParticipants(participants + 1)}
              >
                <Text>＋</Text>
              </View>
            </View>
          </View>
          <Text className="ac-note">{`每次最多报名${activity.maxParticipants}人，含联系人本人`}</Text>
          {form.errors.participants !== undefined && <FieldError>{form.errors.participants}</FieldError>}
          <View className="ac-field">
            <Text className="ac-field-label">手机号</Text>
            <Input
              className="ak-input ac-input"
              {...keypad('phone')}
              value={String(form.values.phoneNum ?? '')}
              maxLength={11}
              placeholder="请填写手机号"
              aria-label="手机号"
              data-testid="ac-phone"
              onInput={(event) => form.set({ phoneNum: String(event.target.value ?? '') })}
            />
          </View>
          {form.errors.phoneNum !== undefined && <FieldError>{form.errors.phoneNum}</FieldError>}
        </Card>
        {form.failure !== null && <FieldError>{form.failure}</FieldError>}
      </View>
      <View className="ac-footer">
        <Button testId="ac-submit" disabled={form.sending} onTap={() => void form.submit()}>
          {form.sending ? '提交中…' : '提交报名'}
        </Button>
      </View>
    </Page>
  );
}
