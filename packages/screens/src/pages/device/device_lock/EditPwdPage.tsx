import * as React from 'react';
import { useState } from 'react';
import { type LockDetail, LockPasswordSchema } from '@aster/core-api';
import { lockUpdatePassword } from '@aster/device-ble';
import { Input, Text, View } from 'remax/one';
import { definePage, type PageProps } from '@screens/app/definePage';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { deviceServerPort } from '@screens/features/device/deviceServerPort';
import { FlowStatus } from '@screens/features/device/FlowStatus';
import { useLockCommandRoutes } from '@screens/features/device/lockCommands';
import { LockPage } from '@screens/features/device/LockPage';
import { useDeviceFlow } from '@screens/features/device/useDeviceFlow';

/** What is wrong with the two fields, in the tenant's words, or null. */
export function passwordProblem(password: string, again: string): { field: 'password' | 'again'; text: string } | null {
  const checked = LockPasswordSchema.safeParse(password);
  if (!checked.success) return { field: 'password', text: checked.error.issues[0]?.message ?? '请输入6位数字密码' };
  if (again !== password) return { field: 'again', text: '两次输入的密码不一致' };
  return null;
}

function PasswordForm({ lock }: { lock: LockDetail & { lockAuthId: string } }) {
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
      mac: lock.lockMac,
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
          type="number"
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

/** 修改密码: the tenant's own door password, written to the lock over Bluetooth (updatePwdCmd). */
function EditPwdPage({ params }: PageProps<'pages/device/device_lock/editPwd'>) {
  return (
    <LockPage lockId={params.lockId}>
      {(lock) =>
        lock.lockIsBlue && lock.lockAuthId !== null ? (
          <PasswordForm lock={{ ...lock, lockAuthId: lock.lockAuthId }} />
        ) : (
          <Page>
            <Text className="dv-note">该门锁不支持通过蓝牙修改密码，请联系管家。</Text>
          </Page>
        )
      }
    </LockPage>
  );
}

export default definePage('pages/device/device_lock/editPwd', EditPwdPage);
