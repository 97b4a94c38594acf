import * as React from 'react';
import { useState } from 'react';
import { TEMP_PASSWORD_MAX_HOURS, type TempPassword, useCreateTempPasswordMutation } from '@aster/core-api';
import { Text, View } from 'remax/one';
import { definePage, type PageProps } from '@screens/app/definePage';
import { houseActions } from '@screens/platform/houseActions';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Page } from '@screens/ui/Page';
import { LockPage } from '@screens/features/device/LockPage';
import { shortTime } from '@screens/features/device/lockModels';

/** One choice of a few, as chips (a picker would hide the choice behind one more tap). */
function Choices<T extends string | number>(props: { label: string; options: readonly T[]; value: T; onChange: (value: T) => void; text: (value: T) => string; testId: string }) {
  return (
    <View className="dv-choices" role="radiogroup" aria-label={props.label}>
      {props.options.map((option) => (
        <View
          key={option}
          className={`dv-choice ${props.value === option ? 'dv-choice--on' : ''}`}
          role="radio"
          aria-checked={props.value === option}
          wechat-aria-role="radio"
          wechat-aria-checked={props.value === option}
          data-testid={`${props.testId}-${option}`}
          onTap={() => props.onChange(option)}
        >
          <Text>{props.text(option)}</Text>
        </View>
      ))}
    </View>
  );
}

/** How long a timed password may last, as the tenant picks it (the server allows 1 to 72 hours). */
const HOUR_CHOICES = [2, 6, 12, 24, 48, TEMP_PASSWORD_MAX_HOURS] as const;

function TempPasswordForm({ lockId, lockName }: { lockId: string; lockName: string }) {
  const [kind, setKind] = useState<TempPassword['kind']>('once');
  const [hours, setHours] = useState<number>(6);
  const [made, setMade] = useState<TempPassword | null>(null);
  const [create, { isLoading }] = useCreateTempPasswordMutation();
  const submit = async () => {
    const answer = await create({ id: lockId, kind, hours }).unwrap().catch(() => null);
    if (answer !== null) setMade(answer);
  };
  const copy = async () => {
    if (made === null) return;
    await houseActions.copyText(made.password).then(
      () => ui.toast('复制成功'),
      () => ui.toast('复制失败，请长按密码手动复制'),
    );
  };
  return (
    <Page>
      <View className="ak-body">
        <Card title={`${lockName} · 临时密码`}>
          <Text className="dv-note">生成后把密码发给访客，在门锁键盘上输入密码并按 # 开门。</Text>
          <Choices label="密码类型" options={['once', 'timed'] as const} value={kind} onChange={setKind} text={(option) => (option === 'once' ? '单次密码（6小时内有效）' : '限时密码')} testId="temp-kind" />
          {kind === 'timed' && (
            <Choices label="有效时长" options={HOUR_CHOICES} value={hours} onChange={setHours} text={(option) => `${option}小时`} testId="temp-hours" />
          )}
          <Button testId="temp-create" disabled={isLoading} onTap={() => void submit()}>
            生成临时密码
          </Button>
        </Card>
        {made !== null && (
          <Card title={made.kind === 'once' ? '单次密码' : '限时密码'}>
            <Text className="dv-password" data-testid="temp-password">
              {made.password}
            </Text>
            <Text className="dv-note" data-testid="temp-validity">
              有效期：{shortTime(made.validFrom)} 至 {shortTime(made.validTo)}
              {made.kind === 'once' ? '，仅可使用一次' : '，有效期内可多次使用'}
            </Text>
            <Button kind="default" testId="temp-copy" onTap={() => void copy()}>
              复制密码
            </Button>
          </Card>
        )}
      </View>
    </Page>
  );
}

/** 临时密码: a one-time (6 h) or timed (up to 72 h) password for a visitor, made by the server for the lock. */
function TempPwdPage({ params }: PageProps<'pages/device/device_lock/tempPwd'>) {
  return <LockPage lockId={params.lockId}>{(lock) => <TempPasswordForm lockId={lock.id} lockName={lock.name} />}</LockPage>;
}

export default definePage('pages/device/device_lock/tempPwd', TempPwdPage);
