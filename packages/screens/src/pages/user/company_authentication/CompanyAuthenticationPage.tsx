import * as React from 'react';
import { useAppSelector, useCancelCompanyAuthMutation, useGetCompanyAuthQuery, useSubmitCompanyAuthMutation } from '@aster/core-api';
import { Input, Text, View } from 'remax/one';
import { CompanyAuthFormSchema, isAuthenticated, pageLink, selectUser } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { PhotoSlot } from '@screens/features/upload/PhotoSlot';
import { usePhotoUploads } from '@screens/features/upload/usePhotoUploads';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import { StateView } from '@screens/ui/StateView';
import '@screens/features/identity/identity.css';
import '@screens/features/user/userForms.css';

const CANCEL_CONFIRM = { title: '取消企业认证', content: '取消后，通过您的邀请加入的同事也将失去企业认证。确定取消吗？', showCancel: true, confirmText: '取消认证' } as const;
const KINDS = ['licence'] as const;

/**
 * Company (enterprise) authentication: the business licence's company name, unified social credit code (checked by
 * its GB 32100 check character in core-domain) and legal person, with the licence photo through the upload piece.
 * With one on file, its summary, the way to invite colleagues and to cancel it.
 */
function CompanyAuthenticationPage() {
  const user = useAppSelector(selectUser);
  const current = useGetCompanyAuthQuery();
  const [submit] = useSubmitCompanyAuthMutation();
  const [cancel, cancelling] = useCancelCompanyAuthMutation();
  const uploads = usePhotoUploads(KINDS);
  const licence = uploads.slots.licence;
  const form = useForm(CompanyAuthFormSchema, {
    initial: { companyName: '', creditCode: '', legalPerson: '', licencePhotoId: '' },
    submit: (company) => submit(company).unwrap(),
    onSuccess: (auth) => void navigation.redirectTo(pageLink('pages/user/company_authentication/result', { id: String(auth.id) })),
  });
  // The photo's id joins the form when its upload is done.
  const licenceId = licence.status === 'done' ? licence.uploadId : '';
  React.useEffect(() => {
    if (form.values.licencePhotoId !== licenceId) form.set({ licencePhotoId: licenceId });
  }, [licenceId]);

  if (current.isError) {
    return (
      <Page>
        <StateView status="error" text="企业认证信息加载失败" error={current.error} onRetry={() => void current.refetch()} />
      </Page>
    );
  }
  if (current.data === undefined) {
    return (
      <Page>
        <StateView status="loading" />
      </Page>
    );
  }
  if (current.data !== null) {
    const auth = current.data;
    const onCancel = async () => {
      if (cancelling.isLoading || !(await ui.showModal(CANCEL_CONFIRM))) return;
      try {
        await cancel().unwrap();
        ui.toast('已取消企业认证', 'success');
      } catch {
        // The client has shown why.
      }
    };
    return (
      <Page>
        <View className="id-panel" data-testid="company-current">
          <Text className="id-panel-title id-verified">{auth.role === 'owner' ? '企业认证已通过' : '已加入企业认证'}</Text>
          <View className="id-row">
            <Text>企业名称</Text>
            <Text className="id-row-value">{auth.companyName}</Text>
          </View>
          <View className="id-row">
            <Text>统一社会信用代码</Text>
            <Text className="id-row-value">{auth.creditCode}</Text>
          </View>
        </View>
        <View className="id-actions">
          {auth.shareCode !== null ? (
            <Button testId="company-invite" onTap={() => void navigation.navigateTo(pageLink('pages/user/company_authentication/share', { code: auth.shareCode ?? '' }))}>
              邀请同事加入
            </Button>
          ) : null}
          <Button kind="default" testId="company-result" onTap={() => void navigation.navigateTo(pageLink('pages/user/company_authentication/result', { id: String(auth.id) }))}>
            查看认证结果
          </Button>
          <Button kind="danger" disabled={cancelling.isLoading} testId="company-cancel" onTap={() => void onCancel()}>
            取消企业认证
          </Button>
        </View>
      </Page>
    );
  }
  if (!isAuthenticated(user)) {
    return (
      <Page>
        <View className="id-panel">
          <Text className="id-panel-title">请先完成个人实名认证</Text>
          <Text className="id-panel-text">企业认证需由已实名的企业员工提交。</Text>
        </View>
        <View className="id-actions">
          <Button testId="company-go-real-name" onTap={() => void navigation.navigateTo(pageLink('pages/user/user_authentication/index'))}>
            去实名认证
          </Button>
        </View>
      </Page>
    );
  }

  const field = (name: 'companyName' | 'creditCode' | 'legalPerson', label: string, placeholder: string, maxLength: number) => (
    <>
      <View className={`ak-field ${form.errors[name] !== undefined ? 'ak-field--error' : ''}`}>
        <Text className="user-form-label">{label}</Text>
        <Input
          className="ak-field-input ak-input"
          value={form.values[name]}
          placeholder={placeholder}
          aria-label={label}
          maxLength={maxLength}
          data-testid={`company-${name}`}
          onInput={(event) => form.set({ [name]: String(event.target.value ?? '') })}
        />
      </View>
      {form.errors[name] !== undefined && <FieldError>{form.errors[name]}</FieldError>}
    </>
  );
  return (
    <Page>
      <View className="id-panel">
        <Text className="id-panel-title">企业认证</Text>
        <Text className="id-panel-text">请按营业执照填写，认证后可办理企业租房、开具企业发票，并邀请同事加入。</Text>
      </View>
      <View className="user-form">
        {field('companyName', '企业名称', '与营业执照一致', 60)}
        {field('creditCode', '信用代码', '18位统一社会信用代码', 24)}
        {field('legalPerson', '法定代表人', '与营业执照一致', 30)}
        <View className="id-panel">
          <PhotoSlot
            label="营业执照"
            hint="拍摄营业执照正本或副本：四角完整、文字清晰"
            state={licence}
            testId="company-licence"
            onChoose={(source) => void uploads.choose('licence', source)}
            onRetry={() => void uploads.retry('licence')}
          />
        </View>
        {form.errors.licencePhotoId !== undefined && <FieldError>{form.errors.licencePhotoId}</FieldError>}
        {form.failure !== null && <FieldError>{form.failure}</FieldError>}
        <View className="user-form-submit">
          <Button disabled={form.sending || uploads.busy} testId="company-submit" onTap={() => void form.submit()}>
            {form.sending ? '提交中…' : '提交认证'}
          </Button>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/user/company_authentication/index', CompanyAuthenticationPage);
