import * as React from 'react';
import { useAppSelector, useLazyGetUserInfoQuery, useUpdateUserInfoMutation } from '@aster/core-api';
import { Input, Text, View } from 'remax/one';
import { NICKNAME_MAX_LENGTH, NicknameSchema, selectUser } from '@aster/core-domain';
import { z } from 'zod';
import { useForm } from '@screens/hooks/useForm';
import { definePage } from '@screens/app/definePage';
import { navigation } from '@screens/platform/navigation';
import { ui } from '@screens/platform/ui';
import { Button } from '@screens/ui/Button';
import { FieldError } from '@screens/ui/FieldError';
import { Page } from '@screens/ui/Page';
import '@screens/features/user/userForms.css';

const ProfileFormSchema = z.object({ userName: NicknameSchema });

/** Edits the nickname (userName); saved with POST user-setting/user-info, then the session's user is refreshed. */
function UserDataEditPage() {
  const user = useAppSelector(selectUser);
  const [updateUserInfo] = useUpdateUserInfoMutation();
  const [refreshUser] = useLazyGetUserInfoQuery();
  const form = useForm(ProfileFormSchema, {
    initial: { userName: user?.userName ?? '' },
    submit: (profile) => updateUserInfo(profile).unwrap(),
    onSuccess: () => {
      // Saved: a failed refresh does not undo it (the page that opens next loads the user again).
      void refreshUser()
        .unwrap()
        .catch(() => undefined)
        .then(() => {
          ui.toast('保存成功', 'success');
          void navigation.navigateBack();
        });
    },
  });

  // Until the tenant types, the field follows the user as it loads.
  React.useEffect(() => {
    if (!form.touched) form.reset({ userName: user?.userName ?? '' });
  }, [user?.userName]);

  return (
    <Page>
      <View className="user-form">
        <View className={`ak-field ${form.errors.userName !== undefined ? 'ak-field--error' : ''}`}>
          <Text className="user-form-label">昵称</Text>
          <Input
            className="ak-field-input ak-input"
            value={form.values.userName}
            placeholder="请输入昵称"
            aria-label="昵称"
            data-testid="profile-name"
            onInput={(event) => form.set({ userName: String(event.target.value ?? '') })}
          />
        </View>
        {form.errors.userName !== undefined && <FieldError>{form.errors.userName}</FieldError>}
        {form.failure !== null && <FieldError>{form.failure}</FieldError>}
        <Text className="user-form-hint">1-{NICKNAME_MAX_LENGTH}个字，不能包含表情符号</Text>
        <View className="user-form-submit">
          <Button disabled={form.sending} testId="profile-save" onTap={() => void form.submit()}>
            {form.sending ? '保存中…' : '保存'}
          </Button>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/user/user_data_edit/index', UserDataEditPage);
