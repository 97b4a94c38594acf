import * as React from 'react';
import { useAppSelector, useGetPersonInfoQuery, useGetUserInfoQuery, useSavePersonInfoMutation } from '@aster/core-api';
import { Input, Text, View } from 'remax/one';
import { type IdType, IdTypeSchema, PERSON_INFO_MAX_LENGTHS, type PersonInfo, type PersonInfoRequest, chinaDate, inputMaxLength, maskPhone, personInfoRequestOn, selectUser } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { builtPageUrl } from '@screens/hooks/builtPages';
import { useForm } from '@screens/hooks/useForm';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { Card } from '@screens/ui/Card';
import { FieldError } from '@screens/ui/FieldError';
import { type KeypadProps, keypad } from '@screens/ui/keypad';
import { Page } from '@screens/ui/Page';
import { PhoneInput } from '@screens/ui/PhoneFields';
import { StateView } from '@screens/ui/StateView';
import { clock } from '@screens/platform/clock';
import { ActionBar } from '@screens/features/booking/bookingParts';
import { EMPTY_PERSON_INFO, ID_TYPE_NAMES, type PersonInfoValues, personInfoValuesOf } from './personInfoForm';

// Only the redirect target travels in the URL; the ID number never does.

interface TextFieldProps {
  label: string;
  field: keyof PersonInfoValues;
  values: PersonInfoRequest;
  errors: Partial<Record<keyof PersonInfoValues, string>>;
  placeholder: string;
  maxLength: number;
  onChange: (patch: Partial<PersonInfoValues>) => void;
  /** The field's id (form.field): a failed save scrolls to it. */
  id: string;
  keyboard?: KeypadProps;
}

function TextField({ label, field, values, errors, placeholder, maxLength, onChange, id, keyboard = { type: 'text' } }: TextFieldProps) {
  const error = errors[field];
  return (
    <>
      <View id={id} className={`ak-field ${error !== undefined ? 'ak-field--error' : ''}`}>
        <Text className="bk-field-label">{label}</Text>
        <Input
          className="ak-field-input ak-input"
          {...keyboard}
          value={values[field] ?? ''}
          maxLength={maxLength}
          placeholder={placeholder}
          aria-label={label}
          data-testid={`person-${field}`}
          onInput={(event) => onChange({ [field]: String(event.target.value ?? '') })}
        />
      </View>
      {error !== undefined && <FieldError>{error}</FieldError>}
    </>
  );
}

/** The verified name and the ID masked, read-only: contracts are signed under this identity. */
function VerifiedIdentity({ info }: { info: PersonInfo }) {
  return (
    <View data-testid="person-verified">
      <View className="ak-field">
        <Text className="bk-field-label">真实姓名</Text>
        <Text className="bk-field-value" data-testid="person-verified-name">
          {info.name}
        </Text>
      </View>
      <View className="ak-field">
        <Text className="bk-field-label">{ID_TYPE_NAMES[info.idType]}</Text>
        <Text className="bk-field-value" data-testid="person-id-masked">
          {info.idNumberMasked}
        </Text>
      </View>
      <Text className="bk-hint">已实名认证：签署合同将使用以上实名信息，如需更正请联系客服。</Text>
    </View>
  );
}

/** 个人信息: the tenant's details for the reservation agreement and the contract. */
function PersonInfoPage({ params }: PageProps<'pages/contract/pages/person_info/index'>) {
  // A target outside the app (or not built) is dropped: after saving the tenant simply goes back.
  const redirect = builtPageUrl(params.redirectUrl);
  const user = useAppSelector(selectUser);
  // Loads the tenant (core-api copies it into the session) when a launch restored only the token.
  useGetUserInfoQuery(undefined, { skip: user !== null });
  const info = useGetPersonInfoQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save] = useSavePersonInfoMutation();
  const [editingId, setEditingId] = React.useState(false);

  const leave = () => {
    if (redirect !== null) void navigation.redirectTo(redirect);
    else void navigation.navigateBack();
  };

  const today = chinaDate(clock.now());
  const saved = info.data ?? null;
  // With details on file, an empty ID number (same type) and the masked emergency phone keep what is stored.
  const rules = React.useMemo(() => personInfoRequestOn(today, saved), [today, saved]);
  const form = useForm(rules, {
    initial: EMPTY_PERSON_INFO,
    submit: (details) => save(details).unwrap(),
    onSuccess: () => {
      ui.toast('保存成功', 'success');
      leave();
    },
    failureFallback: '保存失败，请稍后再试',
  });
  const { values, errors } = form;

  React.useEffect(() => {
    if (saved !== null && !form.touched) form.reset(personInfoValuesOf(saved));
  }, [saved]);

  // With details on file and nothing changed, the tenant just continues.
  const keepsSaved = saved !== null && !form.touched && !editingId;
  const onSave = () => (keepsSaved ? leave() : void form.submit());

  if (info.data === undefined) {
    return (
      <Page>
        <StateView status={info.isError ? 'error' : 'loading'} text={info.isError ? '个人信息加载失败' : undefined} error={info.error} onRetry={() => void info.refetch()} />
      </Page>
    );
  }

  const phone = user?.mobile ?? saved?.phone ?? '';
  const showSavedId = saved !== null && !editingId;

  return (
    <Page>
      <View className="bk-body">
        <Text className="bk-hint bk-person-intro">以下信息仅用于签署预订协议和租赁合同，我们将严格保密。</Text>
        <Card title="身份信息">
          {/* A verified tenant's name and ID are their verified identity: shown, not typed (the server keeps them so). */}
          {saved?.verified === true ? (
            <VerifiedIdentity info={saved} />
          ) : (
            <>
              <TextField label="真实姓名" field="name" {...form.field('name', '真实姓名')} values={values} errors={errors} placeholder="与证件一致" maxLength={inputMaxLength(PERSON_INFO_MAX_LENGTHS.name)} onChange={form.set} />
              <View className="bk-id-field" {...form.field('idType', '证件类型')}>
                <Text className="bk-field-label">证件类型</Text>
                <View className="bk-id-types" role="radiogroup" aria-label="证件类型">
                  {IdTypeSchema.options.map((idType: IdType) => {
                    const on = values.idType === idType;
                    return (
                      <View
                        key={idType}
                        className={`bk-id-type ${on ? 'bk-id-type--on' : ''}`}
                        role="radio"
                        aria-checked={on}
                        data-testid={`person-id-type-${idType}`}
                        onTap={() => {
                          form.set({ idType, idNumber: '' });
                          setEditingId(true);
                        }}
                      >
                        <Text>{ID_TYPE_NAMES[idType]}</Text>
                      </View>
                    );
                  })}
                </View>
              </View>
              {showSavedId ? (
                <View className="ak-field">
                  <Text className="bk-field-label">证件号码</Text>
                  <Text className="bk-field-value" data-testid="person-id-masked">
                    {saved.idNumberMasked}
                  </Text>
                  <View role="button" data-testid="person-id-edit" onTap={() => setEditingId(true)}>
                    <Text className="ak-link">重新填写</Text>
                  </View>
                </View>
              ) : (
                <TextField
                  label="证件号码"
                  field="idNumber"
                  {...form.field('idNumber', '证件号码')}
                  keyboard={values.idType === 'id_card' ? keypad('idcard') : undefined}
                  values={values}
                  errors={errors}
                  placeholder="请输入证件号码"
                  maxLength={18}
                  onChange={form.set}
                />
              )}
            </>
          )}
          <View className="ak-field">
            <Text className="bk-field-label">手机号</Text>
            <Text className="bk-field-value" data-testid="person-phone">
              {phone !== '' ? maskPhone(phone) : '未绑定'}
            </Text>
          </View>
          <TextField label="电子邮箱" field="email" {...form.field('email', '电子邮箱')} values={values} errors={errors} placeholder="选填，用于接收电子合同" maxLength={inputMaxLength(PERSON_INFO_MAX_LENGTHS.email)} onChange={form.set} />
        </Card>

        <Card title="紧急联系人">
          <TextField label="姓名" field="emergencyContactName" {...form.field('emergencyContactName', '紧急联系人姓名')} values={values} errors={errors} placeholder="选填" maxLength={inputMaxLength(PERSON_INFO_MAX_LENGTHS.emergencyContactName)} onChange={form.set} />
          <PhoneInput
            {...form.field('emergencyContactPhone', '紧急联系人电话')}
            value={values.emergencyContactPhone ?? ''}
            onChange={(emergencyContactPhone) => form.set({ emergencyContactPhone })}
            error={errors.emergencyContactPhone}
            testId="person-emergencyContactPhone"
            placeholder="选填"
            label="紧急联系人电话"
            leading={<Text className="bk-field-label">电话</Text>}
          />
        </Card>

        <Card title="工作信息">
          <TextField label="职业" field="occupation" {...form.field('occupation', '职业')} values={values} errors={errors} placeholder="选填" maxLength={inputMaxLength(PERSON_INFO_MAX_LENGTHS.occupation)} onChange={form.set} />
          <TextField label="工作单位" field="company" {...form.field('company', '工作单位')} values={values} errors={errors} placeholder="选填" maxLength={inputMaxLength(PERSON_INFO_MAX_LENGTHS.company)} onChange={form.set} />
        </Card>
        {form.failure !== null && <FieldError>{form.failure}</FieldError>}
      </View>

      <ActionBar>
        <Button disabled={form.sending} testId="person-save" onTap={onSave}>
          {form.sending ? '保存中…' : redirect !== null ? (keepsSaved ? '确认并继续' : '保存并继续') : '保存'}
        </Button>
      </ActionBar>
    </Page>
  );
}

export default definePage('pages/contract/pages/person_info/index', PersonInfoPage);
