import * as React from 'react';
import { useAppSelector, useLazyGetUserInfoQuery, useUpdateUserInfoMutation } from '@aster/core-api';
import { Input, Text, View } from 'remax/one';
import { selectUser } from '@aster/core-domain';
import { failureText } from '../../../hooks/failureText';
import { definePage } from '../../../app/definePage';
import { navigation } from '../../../platform/navigation';
import { ui } from '../../../platform/ui';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { Page } from '../../../ui/Page';
import { nicknameError, normalizeNickname } from './profileForm';
import '../userForms.css';

/** Edits the nickname (userName); saved with POST user-setting/user-info, then the session's user is refreshed. */
function UserDataEditPage() {
  const user = useAppSelector(selectUser);
  const [updateUserInfo, saving] = useUpdateUserInfoMutation();
  const [refreshUser] = useLazyGetUserInfoQuery();
  const [name, setName] = React.useState(user?.userName ?? '');
  const [error, setError] = React.useState<string | null>(null);
  // Whether the tenant has typed: until then the field follows the user as it loads.
  const touched = React.useRef(false);

  React.useEffect(() => {
    if (!touched.current) setName(user?.userName ?? '');
  }, [user?.userName]);

  const onSave = async () => {
    if (saving.isLoading) return;
    const found = nicknameError(name);
    setError(found);
    if (found !== null) return;
    try {
      await updateUserInfo({ userName: normalizeNickname(name) }).unwrap();
    } catch (failure) {
      // The typed text stays, so the tenant can correct it.
      setError(failureText(failure));
      return;
    }
    // Saved: a failed refresh does not undo it (the page that opens next loads the user again).
    await refreshUser().unwrap().catch(() => undefined);
    ui.toast('保存成功', 'success');
    void navigation.navigateBack();
  };

  return (
    <Page>
      <View className="user-form">
        <View className={`ak-field ${error !== null ? 'ak-field--error' : ''}`}>
          <Text className="user-form-label">昵称</Text>
          <Input
            className="ak-field-input ak-input"
            value={name}
            placeholder="请输入昵称"
            aria-label="昵称"
            data-testid="profile-name"
            onInput={(event) => {
              touched.current = true;
              setName(String(event.target.value ?? ''));
              setError(null);
            }}
          />
        </View>
        {error !== null && <FieldError>{error}</FieldError>}
        <Text className="user-form-hint">1-20个字，不能包含表情符号</Text>
        <View className="user-form-submit">
          <Button disabled={saving.isLoading} testId="profile-save" onTap={() => void onSave()}>
            {saving.isLoading ? '保存中…' : '保存'}
          </Button>
        </View>
      </View>
    </Page>
  );
}

export default definePage('pages/user/user_data_edit/index', UserDataEditPage);
