import * as React from 'react';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { definePage } from '@screens/app/definePage';
import { ACCOUNT_CANCEL_DELETES, ACCOUNT_CANCEL_KEEPS } from '@screens/features/identity/realName';
import { navigation } from '@screens/platform/navigation';
import { Button } from '@screens/ui/Button';
import { Page } from '@screens/ui/Page';
import '@screens/features/identity/identity.css';

/** 注销须知: what cancelling the account deletes and what the operator keeps, before the tenant goes on. */
function UserCancelTipsPage() {
  return (
    <Page>
      <View className="id-panel">
        <Text className="id-panel-title">注销后将删除以下信息</Text>
        {ACCOUNT_CANCEL_DELETES.map((line) => (
          <Text key={line} className="id-list-item">{`· ${line}`}</Text>
        ))}
      </View>
      <View className="id-panel">
        <Text className="id-panel-title">请注意</Text>
        {ACCOUNT_CANCEL_KEEPS.map((line) => (
          <Text key={line} className="id-list-item">{`· ${line}`}</Text>
        ))}
        <Text className="id-list-item">· 有未结束的租约或未缴清的账单时无法注销，请先办理退租并缴清账单。</Text>
      </View>
      <View className="id-actions">
        <Button testId="cancel-tips-next" onTap={() => void navigation.navigateTo(pageLink('pages/user/user_cancel/index'))}>
          我已了解，继续注销
        </Button>
      </View>
    </Page>
  );
}

export default definePage('pages/user/user_cancel/tips', UserCancelTipsPage);
