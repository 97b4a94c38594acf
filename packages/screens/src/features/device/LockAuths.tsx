import * as React from 'react';
import { useState } from 'react';
import {
  ERROR_CODES,
  type HouseLockAuthSetting,
  type LockAuthEntry,
  type LockDetail,
  type LockShare,
  useCancelLockShareMutation,
  useChangeLockAuthMutation,
  useGetLockAuthsQuery,
  useSetHouseLockAuthMutation,
  useShareLockMutation,
} from '@aster/core-api';
import { LOCK_AUTH_TYPE_TEXT, LOCK_SHARE_DAYS, LOCK_SHARE_TYPES, LockAuthChangeSchema, LockAuthType, LockOpenType, LockShareRequestSchema, pageLink } from '@aster/core-domain';
import { usePageEvent } from 'remax/macro';
import { Input, Text, View } from 'remax/one';
import { failureText } from '@screens/hooks/failureText';
import { houseActions } from '@screens/platform/houseActions';
import { shareLink } from '@screens/platform/shareLink';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { SwitchCell } from '@screens/ui/SwitchCell';
import { QueryStatePage } from '@screens/features/booking/pageStates';
import { Choices } from './LockForms';
import { shortTime } from './lockModels';
import { LockPage } from './LockPage';
import { LockTempPasswords } from './LockTempPasswords';
import { keypad } from '@screens/ui/keypad';
import './device.css';
import './lockAccess.css';

type ShareType = (typeof LOCK_SHARE_TYPES)[number];
type ShareDays = (typeof LOCK_SHARE_DAYS)[number];

const OPEN_WAY: Readonly<Record<ShareType, string>> = { 2: '蓝牙开门（用App开门）', 1: '密码开门（自设密码）' };
const daysText = (days: ShareDays) => (days === null ? '长期（随我的租约）' : `${days}天`);

/** The accept page a share link opens: shareId and the short code only, never a person. */
const acceptPageUrl = (share: Pick<LockShare, 'shareId' | 'shortLink'>) => pageLink('pages/device/lock_auth_accept/index', { shareId: share.shareId, shortLink: share.shortLink });

/** The app heard nothing back within the gateway's time: the lock may or may not have done it, and the tenant is told so. */
export const LOCK_AUTH_NO_ANSWER = '没有收到门锁的确认，无法确定是否已生效，请稍后查看或重新操作';

/** A failed auth/{authId} in the tenant's words: the server's reason, or that no answer came (never a guess). */
const changeFailureText = (error: unknown): string => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === ERROR_CODES.timeout) return LOCK_AUTH_NO_ANSWER;
  return failureText(error) ?? '修改失败，请稍后再试';
};

/** What a key shared by the caller may become: the other of the two ways a share gives (Bluetooth, a password). */
const otherWay = (auth: LockAuthEntry) => (auth.authType === LockAuthType.bluetooth ? LockOpenType.password : LockOpenType.bluetooth);

function AuthRow({ auth, busy, onRevoke, onChangeWay }: { auth: LockAuthEntry; busy: boolean; onRevoke: () => void; onChangeWay: () => void }) {
  const changeable = auth.revocable && (auth.authType === LockAuthType.bluetooth || auth.authType === LockAuthType.password);
  return (
    <View className="la-row" data-testid={`lock-auth-${auth.authId}`}>
      <View className="la-row-main">
        <Text className="la-type">{LOCK_AUTH_TYPE_TEXT[auth.authType]}</Text>
        <Text className="la-who">
          {auth.holderName} {auth.holderPhone}
          {auth.mine ? '（我）' : auth.shared ? '（家人）' : ''}
        </Text>
        <Text className="la-valid">{auth.validTo === null ? `${shortTime(auth.validFrom)} 起，租约期内有效` : `有效期至 ${shortTime(auth.validTo)}`}</Text>
      </View>
      {changeable && (
        <Button kind="default" size="small" disabled={busy} testId={`lock-auth-way-${auth.authId}`} onTap={onChangeWay}>
          {otherWay(auth) === LockOpenType.password ? '改为密码' : '改为蓝牙'}
        </Button>
      )}
      {auth.revocable && (
        <Button kind="default" size="small" disabled={busy} testId={`lock-auth-revoke-${auth.authId}`} onTap={onRevoke}>
          撤销
        </Button>
      )}
    </View>
  );
}

/**
 * 改为密码开门 of a shared key: the sharer sets the member's six digits; the server writes them to the lock through its
 * gateway and the key changes only once the lock confirmed (its refusal, in its words, stays on the form).
 */
function PasswordWay({ lockId, auth, onDone }: { lockId: string; auth: LockAuthEntry; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [change, changing] = useChangeLockAuthMutation();
  const submit = async () => {
    if (changing.isLoading) return;
    const checked = LockAuthChangeSchema.safeParse({ openType: LockOpenType.password, password });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? '请输入6位数字密码');
      return;
    }
    setProblem(undefined);
    try {
      await change({ id: lockId, authId: auth.authId, ...checked.data }).unwrap();
      ui.toast('已改为密码开门', 'success');
      onDone();
    } catch (error) {
      setProblem(changeFailureText(error));
    }
  };
  return (
    <View className="la-link" data-testid="lock-auth-password-form">
      <Text className="dv-note">
        为{auth.holderName}设置6位开门密码，密码通过门锁网关写入门锁，门锁确认后生效{changing.isLoading ? '，正在等待门锁确认，最长需要60秒…' : '。'}
      </Text>
      <View className={`ak-field ${problem === undefined ? '' : 'ak-field--error'}`}>
        <Input
          className="ak-field-input ak-input"
          {...keypad('digits')}
          password
          value={password}
          maxLength={6}
          placeholder="6位数字"
          aria-label="家人的开门密码"
          data-testid="lock-auth-password"
          onInput={(event) => setPassword(String(event.target.value ?? ''))}
        />
      </View>
      {problem !== undefined && <FieldError>{problem}</FieldError>}
      <View className="dv-actions">
        <Button size="small" disabled={changing.isLoading} testId="lock-auth-password-submit" onTap={() => void submit()}>
          写入门锁
        </Button>
        <Button kind="default" size="small" disabled={changing.isLoading} testId="lock-auth-password-cancel" onTap={onDone}>
          取消
        </Button>
      </View>
    </View>
  );
}

/** 家人权限: the house's lock-auth setting the lease holder makes for the family they share with. */
function HouseSetting({ lockId, setting }: { lockId: string; setting: HouseLockAuthSetting }) {
  const [save, saving] = useSetHouseLockAuthMutation();
  const onChange = (on: boolean) => {
    if (saving.isLoading) return;
    void save({ lockId, memberTempPasswords: on })
      .unwrap()
      .then(() => ui.toast(on ? '家人可以生成临时密码' : '家人不能再生成临时密码', 'success'))
      .catch(() => undefined);
  };
  return (
    <Card title="家人权限" flush>
      <SwitchCell title="家人可生成临时密码" note="关闭后，您分享门锁的家人不能再给访客生成临时密码" on={setting.memberTempPasswords} onChange={onChange} testId="lock-house-member-temp" />
    </Card>
  );
}

/** 分享给家人: the member's phone, the way they may open, for how long; then the link with 复制链接. */
function ShareForm({ lock }: { lock: LockDetail }) {
  const [phone, setPhone] = useState('');
  const [authType, setAuthType] = useState<ShareType>(LOCK_SHARE_TYPES[0]);
  const [days, setDays] = useState<ShareDays>(LOCK_SHARE_DAYS[0]);
  const [problem, setProblem] = useState<string>();
  const [made, setMade] = useState<LockShare>();
  const [share, sharing] = useShareLockMutation();
  usePageEvent('onShareAppMessage', () => (made === undefined ? { title: lock.name, path: pageLink('pages/device/device_index/index') } : { title: `家人分享给您一把门锁：${lock.name}`, path: acceptPageUrl(made) }));
  const submit = async () => {
    if (sharing.isLoading) return;
    const checked = LockShareRequestSchema.safeParse({ phone: phone.trim(), authType, days });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? '请输入正确的手机号');
      return;
    }
    setProblem(undefined);
    try {
      setMade(await share({ id: lock.id, ...checked.data }).unwrap());
    } catch (error) {
      setProblem(failureText(error) ?? '分享失败，请稍后再试');
    }
  };
  const link = made === undefined ? undefined : shareLink.linkTo(acceptPageUrl(made));
  const copy = (text: string) =>
    void houseActions
      .copyText(text)
      .then(() => ui.toast('复制成功', 'success'))
      .catch(() => ui.toast('复制失败，请长按链接手动复制'));
  return (
    <Card title="分享给家人">
      <View className={`ak-field ${problem === undefined ? '' : 'ak-field--error'}`}>
        <Text className="dv-field-label">家人手机号</Text>
        <Input
          className="ak-field-input ak-input"
          {...keypad('phone')}
          value={phone}
          maxLength={11}
          placeholder="家人登录使用的手机号"
          aria-label="家人手机号"
          data-testid="lock-share-phone"
          onInput={(event) => setPhone(String(event.target.value ?? ''))}
        />
      </View>
      <Choices label="开门方式" options={LOCK_SHARE_TYPES} value={authType} onChange={setAuthType} text={(option) => OPEN_WAY[option]} testId="lock-share-type" />
      <Choices label="有效期" options={LOCK_SHARE_DAYS.map((option) => option ?? 0)} value={days ?? 0} onChange={(option) => setDays(option === 0 ? null : option)} text={(option) => daysText(option === 0 ? null : option)} testId="lock-share-days" />
      {problem !== undefined && <FieldError>{problem}</FieldError>}
      <Button testId="lock-share-submit" disabled={sharing.isLoading} onTap={() => void submit()}>
        生成分享链接
      </Button>
      {made !== undefined && link !== undefined && (
        <View className="la-link" data-testid="lock-share-made">
          <Text className="dv-note">
            请把链接发给手机号为 {made.phone} 的家人，家人用该手机号登录后即可接受，链接 {shortTime(made.linkExpiresAt)} 前有效：
          </Text>
          <Text className="la-link-text" selectable data-testid="lock-share-link">
            {link}
          </Text>
          <Button kind="default" size="small" testId="lock-share-copy" onTap={() => copy(link)}>
            复制链接
          </Button>
        </View>
      )}
    </Card>
  );
}

function Authorisations({ lock }: { lock: LockDetail }) {
  const query = useGetLockAuthsQuery({ id: lock.id }, { refetchOnMountOrArgChange: true });
  const [change, changing] = useChangeLockAuthMutation();
  const [cancel, cancelling] = useCancelLockShareMutation();
  const [passwordFor, setPasswordFor] = useState<string | null>(null);
  const list = query.data;
  if (list === undefined) return <QueryStatePage query={query} failedText="授权信息加载失败" />;
  const leaseHolder = lock.lockAuthId !== null;
  const onRevoke = async (auth: LockAuthEntry) => {
    const confirmed = await ui.showModal({ title: '撤销授权', content: `撤销后 ${auth.holderName} 将不能再用${LOCK_AUTH_TYPE_TEXT[auth.authType]}开门，确定撤销吗？`, showCancel: true, confirmText: '撤销' });
    if (!confirmed) return;
    const done = await change({ id: lock.id, authId: auth.authId, openType: LockOpenType.ended })
      .unwrap()
      .catch(async (error: unknown) => {
        await ui.showModal({ title: '未能修改', content: changeFailureText(error), showCancel: false, confirmText: '知道了' });
        return null;
      });
    if (done?.ended === true) ui.toast('已撤销', 'success');
  };
  /** To a password: the form for the six digits; to Bluetooth: after a confirm (the member's password stops opening). */
  const onChangeWay = async (auth: LockAuthEntry) => {
    if (otherWay(auth) === LockOpenType.password) {
      setPasswordFor(auth.authId);
      return;
    }
    const confirmed = await ui.showModal({ title: '改为蓝牙开门', content: `改为蓝牙开门后，${auth.holderName}的开门密码将从门锁删除，确定修改吗？`, showCancel: true, confirmText: '修改' });
    if (!confirmed) return;
    const done = await change({ id: lock.id, authId: auth.authId, openType: LockOpenType.bluetooth })
      .unwrap()
      .catch(async (error: unknown) => {
        await ui.showModal({ title: '未能修改', content: changeFailureText(error), showCancel: false, confirmText: '知道了' });
        return null;
      });
    if (done !== null) ui.toast('已改为蓝牙开门', 'success');
  };
  const editing = list.auths.find((auth) => auth.authId === passwordFor);
  return (
    <Page>
      <View className="ak-body">
        <Card title={`${lock.name} · 开门方式`}>
          {list.auths.map((auth) => (
            <AuthRow key={auth.authId} auth={auth} busy={changing.isLoading} onRevoke={() => void onRevoke(auth)} onChangeWay={() => void onChangeWay(auth)} />
          ))}
          {editing !== undefined && <PasswordWay key={editing.authId} lockId={lock.id} auth={editing} onDone={() => setPasswordFor(null)} />}
        </Card>
        {list.houseSetting !== null && <HouseSetting lockId={lock.id} setting={list.houseSetting} />}
        <LockTempPasswords lockId={lock.id} />
        {list.pending.length > 0 && (
          <Card title="等待家人接受">
            {list.pending.map((share) => (
              <View key={share.shareId} className="la-row" data-testid={`lock-share-pending-${share.shareId}`}>
                <View className="la-row-main">
                  <Text className="la-type">{LOCK_AUTH_TYPE_TEXT[share.authType]}</Text>
                  <Text className="la-who">{share.phone}</Text>
                  <Text className="la-valid">链接 {shortTime(share.linkExpiresAt)} 前有效</Text>
                </View>
                <Button kind="default" size="small" disabled={cancelling.isLoading} testId={`lock-share-cancel-${share.shareId}`} onTap={() => void cancel({ id: lock.id, shareId: share.shareId })}>
                  取消分享
                </Button>
              </View>
            ))}
          </Card>
        )}
        {leaseHolder ? <ShareForm lock={lock} /> : <Text className="dv-note">这把门锁是家人分享给您的，只有租住的租客可以再分享。</Text>}
      </View>
    </Page>
  );
}

/**
 * 开门方式 / 授权管理: who may open the lock and how, its temporary passwords (作废), sharing it with a family member,
 * changing a shared key's way (auth/{authId}: Bluetooth or a password the sharer sets) or ending it (the member's
 * temporary passwords end with it), and the house's setting for the family (setting-house-lock-auth).
 */
export function LockAuthsScreen({ lockId }: { lockId: string | undefined }) {
  return <LockPage lockId={lockId}>{(lock) => <Authorisations lock={lock} />}</LockPage>;
}
