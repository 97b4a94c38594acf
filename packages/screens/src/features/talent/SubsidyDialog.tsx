import * as React from 'react';
import { useGetSubsidyDialogQuery, useSaveDialogMutation } from '@aster/core-api';
import { safeRedirectUrl, type DialogAnswer } from '@aster/core-domain';
import { Text, View } from 'remax/one';
import { navigation } from '../../platform/navigation';
import { Button } from '../../ui/Button';
import { Icon } from '@screens/ui/icon/Icon';
import './subsidyDialog.css';

/**
 * The operator's rent-subsidy offer (section 7's dialog/getSubsidy/setting), shown over 我的 to a tenant who has not
 * applied. Every way out is answered with dialog/save, so the server decides when it comes back: 了解详情 and 不再提示
 * never, the close button after a few days. A failed load or save shows nothing: the offer is never in the way.
 */
export function SubsidyDialog() {
  const { data } = useGetSubsidyDialogQuery();
  const [saveDialog] = useSaveDialogMutation();
  const [answered, setAnswered] = React.useState(false);
  // Only a page of the app is followed; an answer naming anything else keeps the dialog without its action.
  const page = safeRedirectUrl(data?.page);

  if (answered || !data?.show || !data.dialogId || !data.title) return null;
  const dialogId = data.dialogId;

  const answer = (choice: DialogAnswer) => {
    setAnswered(true);
    void saveDialog({ dialogId, answer: choice });
    if (choice === 'accepted' && page !== null) void navigation.navigateTo(page);
  };

  return (
    <View className="ak-mask" role="dialog" aria-modal="true" aria-label={data.title} data-testid="subsidy-dialog">
      <View className="subsidy-dialog">
        <Text className="subsidy-dialog-title">{data.title}</Text>
        {data.highlight ? <Text className="subsidy-dialog-highlight">{data.highlight}</Text> : null}
        {data.content ? <Text className="subsidy-dialog-content">{data.content}</Text> : null}
        {page !== null && (
          <Button testId="subsidy-dialog-accept" onTap={() => answer('accepted')}>
            {data.actionText || '了解详情'}
          </Button>
        )}
        <View className="subsidy-dialog-never" role="button" data-testid="subsidy-dialog-never" onTap={() => answer('never')}>
          <Text>不再提示</Text>
        </View>
      </View>
      <View className="ak-popup-close" role="button" aria-label="关闭" data-testid="subsidy-dialog-close" onTap={() => answer('closed')}>
        <Icon name="x" />
      </View>
    </View>
  );
}
