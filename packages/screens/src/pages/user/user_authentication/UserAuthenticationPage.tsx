import * as React from 'react';
import {
  useAppSelector,
  useGetMerchantRealNameQuery,
  useGetUserRealNameQuery,
  useLazyGetUserInfoQuery,
  useReplaceMerchantRealNameMutation,
  useSubmitMerchantRealNameMutation,
  useSubmitRealNameMutation,
} from '@aster/core-api';
import { Input, Text, View } from 'remax/one';
import { DEFAULT_COMPANY_ID, chinaDate, isAuthenticated, pageLink, realNameFormOn, selectCompanyId, selectUser } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { builtPageUrl } from '@screens/hooks/builtPages';
import { IdTypeChips } from '@screens/features/identity/IdTypeChips';
import { idTypeLabel } from '@screens/features/identity/realName';
import { useForm } from '@screens/hooks/useForm';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { Cell } from '@screens/ui/Cell';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import '@screens/features/identity/identity.css';
import '@screens/features/user/userForms.css';

/**
 * The brand company's merchant copy of the verified real name (sua-merchants): whether it holds the tenant's own
 * identity, and the way to replace it with that identity when it holds none or another one.
 */
function MerchantRealName() {
  const held = useGetMerchantRealNameQuery({});
  const [replace, replacing] = useReplaceMerchantRealNameMutation();
  const sync = async () => {
    if (replacing.isLoading) return;
    try {
      await replace().unwrap();
      ui.toast('已同步实名信息', 'success');
    } catch {
      // The client has shown why.
    }
  };
  if (held.isError) return <StateView status="error" text="商户实名信息加载失败" onRetry={() => void held.refetch()} />;
  if (held.data === undefined) return null;
  const { held: isHeld, matchesUser } = held.data;
  return (
    <View className="id-panel" data-testid="merchant-real-name">
      <Text className={`id-panel-title ${matchesUser ? 'id-verified' : ''}`}>{matchesUser ? '品牌商户实名已同步' : '品牌商户实名未同步'}</Text>
      <Text className="id-panel-text">
        {matchesUser
          ? '当前品牌的签约、缴费将使用您已认证的身份。'
          : isHeld
            ? '当前品牌登记的实名信息与您已认证的身份不一致，请同步后再办理签约。'
            : '在当前品牌签约、缴费前，需将您已认证的身份同步给品牌商户。'}
      </Text>
      {!matchesUser && (
        <Button disabled={replacing.isLoading} testId="merchant-real-name-sync" onTap={() => void sync()}>
          {replacing.isLoading ? '同步中…' : '同步实名信息'}
        </Button>
      )}
    </View>
  );
}

/**
 * Real-name authentication: the ID type, the name and the number, checked by core-domain's rule before sending
 * (the server checks again). Authenticated (truth and authBinding both 1) shows the identity masked, with the ID
 * card photos and, for the face scan, the way there. In a brand company (companyId not 0) the identity is also the
 * brand merchant's: the form goes to sua-merchants/real-name, and a verified tenant sees the merchant's copy.
 */
function UserAuthenticationPage({ params }: PageProps<'pages/user/user_authentication/index'>) {
  // Where signing sent the tenant from: back there once verified (a target outside the app is dropped).
  const back = builtPageUrl(params.redirectUrl);
  const user = useAppSelector(selectUser);
  const inBrand = useAppSelector(selectCompanyId) !== DEFAULT_COMPANY_ID;
  const verified = isAuthenticated(user);
  const status = useGetUserRealNameQuery();
  const [submitRealName] = useSubmitRealNameMutation();
  const [submitMerchantRealName] = useSubmitMerchantRealNameMutation();
  const [refreshUser] = useLazyGetUserInfoQuery();
  const schema = React.useMemo(() => realNameFormOn(chinaDate(clock.now())), []);
  const form = useForm(schema, {
    initial: { idNumType: 1, name: '', idNum: '' },
    submit: (identity) => (inBrand ? submitMerchantRealName(identity).unwrap() : submitRealName(identity).unwrap()),
    onSuccess: () => {
      ui.toast('实名认证成功', 'success');
      void refreshUser()
        .unwrap()
        .catch(() => undefined)
        .then(() => (back === null ? undefined : navigation.redirectTo(back)));
    },
  });

  if (verified) {
    const identity = status.data;
    return (
      <Page>
        <View className="id-panel" data-testid="real-name-done">
          <Text className="id-panel-title id-verified">已完成实名认证</Text>
          <Text className="id-panel-text">您的身份信息已通过核验，签约、开门授权等业务将使用此身份。</Text>
          {status.isError ? <StateView status="error" text="认证信息加载失败" error={status.error} onRetry={() => void status.refetch()} /> : null}
          {identity ? (
            <View>
              <View className="id-row">
                <Text>姓名</Text>
                <Text className="id-row-value" data-testid="real-name-name">
                  {identity.name ?? ''}
                </Text>
              </View>
              <View className="id-row">
                <Text>{idTypeLabel(typeof identity.idNumType === 'number' ? identity.idNumType : 1)}</Text>
                <Text className="id-row-value" data-testid="real-name-id">
                  {identity.idNum ?? ''}
                </Text>
              </View>
            </View>
          ) : null}
        </View>
        {inBrand && <MerchantRealName />}
        <View className="ak-body">
          <Card flush>
            <Cell title="证件照片" testId="real-name-photos" onTap={() => void navigation.navigateTo(pageLink('pages/user/user-idimg/index'))} />
          </Card>
        </View>
      </Page>
    );
  }

  const fieldClass = (field: 'name' | 'idNum') => `ak-field ${form.errors[field] !== undefined ? 'ak-field--error' : ''}`;
  return (
    <Page>
      <View className="id-panel">
        <Text className="id-panel-title">实名认证</Text>
        <Text className="id-panel-text">签署租约、开通智能门锁需完成实名认证。证件信息仅用于身份核验，加密保存，页面只显示脱敏信息。</Text>
      </View>
      <View className="user-form">
        <Text className="user-form-hint">证件类型</Text>
        <IdTypeChips value={form.values.idNumType} onChange={(idNumType) => form.set({ idNumType })} />
        {form.errors.idNumType !== undefined && <FieldError>{form.errors.idNumType}</FieldError>}
        <View className={fieldClass('name')}>
          <Text className="user-form-label">真实姓名</Text>
          <Input
            className="ak-field-input ak-input"
            value={form.values.name}
            placeholder="与证件上的姓名一致"
            aria-label="真实姓名"
            maxLength={30}
            data-testid="real-name-input-name"
            onInput={(event) => form.set({ name: String(event.target.value ?? '') })}
          />
        </View>
        {form.errors.name !== undefined && <FieldError>{form.errors.name}</FieldError>}
        <View className={fieldClass('idNum')}>
          <Text className="user-form-label">证件号码</Text>
          <Input
            className="ak-field-input ak-input"
            value={form.values.idNum}
            placeholder="请输入证件号码"
            aria-label="证件号码"
            maxLength={32}
            data-testid="real-name-input-id"
            onInput={(event) => form.set({ idNum: String(event.target.value ?? '') })}
          />
        </View>
        {form.errors.idNum !== undefined && <FieldError>{form.errors.idNum}</FieldError>}
        {form.failure !== null && <FieldError>{form.failure}</FieldError>}
        <View className="user-form-submit">
          <Button disabled={form.sending} testId="real-name-submit" onTap={() => void form.submit()}>
            {form.sending ? '提交中…' : '提交认证'}
          </Button>
          <Button kind="default" testId="real-name-face" onTap={() => void navigation.navigateTo(pageLink('pages/user/facial_recognition/index'))}>
            刷脸认证
          </Button>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/user/user_authentication/index', UserAuthenticationPage);
