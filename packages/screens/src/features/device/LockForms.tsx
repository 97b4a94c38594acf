// The lock's forms the lock groups share (pages/device/device_lock/* and pages/ttdevice/*): 临时密码, 修改密码 and
// 同步时间. What differs between the groups is the lock's radio (lockRadio: the vendor adapter), not these forms.

import * as React from 'react';
import { useState } from 'react';
import {
  type LockDetail,
  LockPasswordSchema,
  TEMP_PASSWORD_FOR_WHOM_MAX_LENGTH,
  TEMP_PASSWORD_MAX_HOURS,
  type TempPassword,
  useCreateTempPasswordMutation,
} from '@aster/core-api';
import { lockSetTime, lockUpdatePassword } from '@aster/device-ble';
import { Input, Text, View } from 'remax/one';
import { houseActions } from '@screens/platform/houseActions';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { deviceServerPort } from './deviceServerPort';
import { FlowStatus } from './FlowStatus';
import { useLockCommandRoutes } from './lockCommands';
import { shortTime } from './lockModels';
import { type LockGroup, LockPage, LockRadioPage } from './LockPage';
import { type DeviceRadio } from './lockRadio';
import { useDeviceFlow } from './useDeviceFlow';
import { keypad } from '@screens/ui/keypad';
import './device.css';

/** One choice of a few, as chips (a picker would hide the choice behind one more tap). */
export function Choices<T extends string | number>(props: { label: string; options: readonly T[]; value: T; onChange: (value: T) => void; text: (value: T) => string; testId: string }) {
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
  const [forWhom, setForWhom] = useState('');
  const [made, setMade] = useState<TempPassword | null>(null);
  const [create, { isLoading }] = useCreateTempPasswordMutation();
  const submit = async () => {
    const named = forWhom.trim();
    const answer = await create({ id: lockId, kind, hours, ...(named === '' ? {} : { forWhom: named }) }).unwrap().catch(() => null);
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
          <View className="ak-field">
            <Text className="dv-field-label">使用人（选填）</Text>
            <Input
              className="ak-field-input ak-input"
              value={forWhom}
              maxLength={TEMP_PASSWORD_FOR_WHOM_MAX_LENGTH}
              placeholder="如：保洁阿姨，便于在授权管理中辨认和作废"
              aria-label="使用人"
              data-testid="temp-for-whom"
              onInput={(event) => setForWhom(String(event.target.value ?? ''))}
            />
          </View>
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

/** What is wrong with the two fields, in the tenant's words, or null. */
export function passwordProblem(password: string, again: string): { field: 'password' | 'again'; text: string } | null {
  const checked = LockPasswordSchema.safeParse(password);
  if (!checked.success) return { field: 'password', text: checked.error.issues[0]?.message ?? '请输入6位数字密码' };
  if (again !== password) return { field: 'again', text: '两次输入的密码不一致' };
  return null;
}

function PasswordForm({ lock, radio }: { lock: LockDetail & { lockAuthId: string }; radio: DeviceRadio }) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof passwordProblem>>(null);
  const routes = useLockCommandRoutes();
  const flow = useDeviceFlow();
  const submit = () => {
    const found = passwordProblem(password, again);
    setProblem(found);
    if (found !== null) return;
    flow.run({
      radio,
      server: deviceServerPort(routes),
      flow: (context) => lockUpdatePassword(context, { lockId: lock.id, lockAuthId: lock.lockAuthId, password }),
      doneText: '密码已修改，请使用新密码开门',
    });
  };
  const field = (name: 'password' | 'again', label: string, value: string, set: (text: string) => void) => (
    <>
      <View className={`ak-field ${problem?.field === name ? 'ak-field--error' : ''}`}>
        <Text className="dv-field-label">{label}</Text>
        <Input
          className="ak-field-input ak-input"
          {...keypad('digits')}
          password
          value={value}
          maxLength={6}
          placeholder="6位数字"
          aria-label={label}
          data-testid={`edit-pwd-${name}`}
          onInput={(event) => set(String(event.target.value ?? ''))}
        />
      </View>
      {problem?.field === name && <FieldError>{problem.text}</FieldError>}
    </>
  );
  return (
    <Page>
      <View className="ak-body">
        <Card title={`${lock.name} · 修改开门密码`}>
          {field('password', '新密码', password, setPassword)}
          {field('again', '再次输入', again, setAgain)}
          <Text className="dv-note">新密码通过蓝牙写入门锁，请站在门锁旁并打开手机蓝牙。</Text>
          <Button testId="edit-pwd-submit" disabled={flow.busy} onTap={submit}>
            写入门锁
          </Button>
          <FlowStatus state={flow.state} testId="edit-pwd-status" />
        </Card>
      </View>
    </Page>
  );
}

function SyncTime({ lock, radio }: { lock: LockDetail; radio: DeviceRadio }) {
  const routes = useLockCommandRoutes();
  const flow = useDeviceFlow();
  const sync = () =>
    flow.run({
      radio,
      server: deviceServerPort(routes),
      flow: (context) => lockSetTime(context, { lockId: lock.id }),
      doneText: '门锁时间已同步',
    });
  return (
    <Page>
      <View className="ak-body">
        <Card title={`${lock.name} · 同步时间`}>
          <Text className="dv-note">门锁时间不准时，临时密码可能无法使用、开门记录的时间也会不对。同步后门锁使用服务器的北京时间。</Text>
          <Button testId="sync-time" disabled={flow.busy} onTap={sync}>
            同步门锁时间
          </Button>
          <FlowStatus state={flow.state} testId="sync-time-status" />
        </Card>
      </View>
    </Page>
  );
}

/** 临时密码: a one-time (6 h) or timed (up to 72 h) password for a visitor, made by the server for the lock. */
export function TempPasswordScreen({ lockId, group }: { lockId: string | undefined; group?: LockGroup }) {
  return <LockPage lockId={lockId} group={group}>{(lock) => <TempPasswordForm lockId={lock.id} lockName={lock.name} />}</LockPage>;
}

/** 修改密码: the tenant's own door password, written to the lock over Bluetooth (updatePwdCmd). */
export function EditPasswordScreen({ lockId, group }: { lockId: string | undefined; group?: LockGroup }) {
  return (
    <LockRadioPage lockId={lockId} group={group} unsupported="该门锁不支持通过蓝牙修改密码，请联系管家。" usable={(lock): lock is LockDetail & { lockAuthId: string } => lock.lockAuthId !== null}
    >
      {(lock, radio) => <PasswordForm lock={lock} radio={radio} />}
    </LockRadioPage>
  );
}

/** 同步时间: sets the lock's clock over Bluetooth (getSetTimeCmd2). */
export function SyncTimeScreen({ lockId, group }: { lockId: string | undefined; group?: LockGroup }) {
  return (
    <LockRadioPage lockId={lockId} group={group} unsupported="该门锁不支持通过蓝牙同步时间，请联系管家。">
      {(lock, radio) => <SyncTime lock={lock} radio={radio} />}
    </LockRadioPage>
  );
}
