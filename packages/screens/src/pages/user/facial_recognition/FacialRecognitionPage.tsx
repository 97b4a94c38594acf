import * as React from 'react';
import { useAppSelector, useConfirmFaceVerifyMutation, useLazyGetUserInfoQuery, useStartFaceVerifyMutation } from '@aster/core-api';
import { Input, Text, View } from 'remax/one';
import { chinaDate, isAuthenticated, pageLink, realNameFormOn, selectUser } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { useForm } from '@screens/hooks/useForm';
import { clock } from '@screens/platform/clock';
import { faceVerify } from '@screens/platform/faceVerify';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import '@screens/features/identity/identity.css';
import '@screens/features/user/userForms.css';

const toAuthentication = () => void navigation.redirectTo(pageLink('pages/user/user_authentication/index'));

/**
 * Alipay's face verification: the name and mainland ID number start a certification on the server, Alipay's face
 * scan runs it, the server confirms it. WeChat and browsers have no Alipay certification: the page says so and
 * offers the ID number form instead.
 */
function FacialRecognitionPage() {
  const user = useAppSelector(selectUser);
  const [start] = useStartFaceVerifyMutation();
  const [confirm] = useConfirmFaceVerifyMutation();
  const [refreshUser] = useLazyGetUserInfoQuery();
  const [outcome, setOutcome] = React.useState<'passed' | 'unfinished' | null>(null);
  const schema = React.useMemo(() => realNameFormOn(chinaDate(clock.now())), []);
  const form = useForm(schema, {
    initial: { idNumType: 1, name: '', idNum: '' },
    submit: async ({ name, idNum }) => {
      if (faceVerify === null) return false;
      const certify = await start({ name, idNum }).unwrap();
      const finished = await faceVerify.verify({ verifyId: certify.verifyId, certifyUrl: certify.certifyUrl ?? null });
      if (!finished) return false;
      return (await confirm({ verifyId: certify.verifyId }).unwrap()).passed;
    },
    onSuccess: (passed) => {
      setOutcome(passed ? 'passed' : 'unfinished');
      if (passed) {
        ui.toast('刷脸认证成功', 'success');
        void refreshUser()
          .unwrap()
          .catch(() => undefined);
      }
    },
  });

  if (faceVerify === null) {
    return (
      <Page>
        <View className="id-panel" data-testid="face-unavailable">
          <Text className="id-panel-title">刷脸认证暂不可用</Text>
          <Text className="id-panel-text">刷脸认证由支付宝提供，仅在支付宝小程序中可用。您可以填写证件号码完成实名认证。</Text>
        </View>
        <View className="id-actions">
          <Button testId="face-use-id" onTap={toAuthentication}>
            使用证件号码认证
          </Button>
        </View>
      </Page>
    );
  }

  if (outcome === 'passed' || isAuthenticated(user)) {
    return (
      <Page>
        <View className="id-panel" data-testid="face-passed">
          <Text className="id-panel-title id-verified">已完成实名认证</Text>
          <Text className="id-panel-text">刷脸核验通过，您的实名信息已更新。</Text>
        </View>
        <View className="id-actions">
          <Button onTap={toAuthentication}>查看认证信息</Button>
        </View>
      </Page>
    );
  }

  return (
    <Page>
      <View className="id-panel">
        <Text className="id-panel-title">支付宝刷脸认证</Text>
        <Text className="id-panel-text">填写本人姓名和居民身份证号码后，由支付宝进行人脸核验。</Text>
      </View>
      <View className="user-form">
        <View className={`ak-field ${form.errors.name !== undefined ? 'ak-field--error' : ''}`}>
          <Text className="user-form-label">真实姓名</Text>
          <Input className="ak-field-input ak-input" value={form.values.name} placeholder="与身份证上的姓名一致" aria-label="真实姓名" maxLength={30} data-testid="face-name" onInput={(event) => form.set({ name: String(event.target.value ?? '') })} />
        </View>
        {form.errors.name !== undefined && <FieldError>{form.errors.name}</FieldError>}
        <View className={`ak-field ${form.errors.idNum !== undefined ? 'ak-field--error' : ''}`}>
          <Text className="user-form-label">身份证号</Text>
          <Input className="ak-field-input ak-input" value={form.values.idNum} placeholder="请输入18位身份证号码" aria-label="身份证号" maxLength={18} data-testid="face-id" onInput={(event) => form.set({ idNum: String(event.target.value ?? '') })} />
        </View>
        {form.errors.idNum !== undefined && <FieldError>{form.errors.idNum}</FieldError>}
        {form.failure !== null && <FieldError>{form.failure}</FieldError>}
        {outcome === 'unfinished' && <FieldError>刷脸未完成，请重新开始，或使用证件号码认证</FieldError>}
        <View className="user-form-submit">
          <Button disabled={form.sending} testId="face-start" onTap={() => void form.submit()}>
            {form.sending ? '核验中…' : '开始刷脸'}
          </Button>
          <Button kind="default" onTap={toAuthentication}>
            使用证件号码认证
          </Button>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/user/facial_recognition/index', FacialRecognitionPage);
