import * as React from 'react';
import { Text, View } from 'remax/one';
import { pageLink } from '@aster/core-domain';
import { navigation } from '@screens/platform/navigation';
import { phoneCall } from '@screens/platform/phoneCall';
import { Button } from '@screens/ui/Button';
import { StateView } from '@screens/ui/StateView';
import './extraService.css';

/** A number to call: what it is for, when it answers, a note, the number and 拨打. */
export function PhoneRow({ title, phone, hours, note, testId }: { title: string; phone: string; hours: string; note: string; testId: string }) {
  return (
    <View className="xs-phone" data-testid={testId}>
      <View className="xs-phone-main">
        <View className="xs-phone-head">
          <Text className="xs-phone-title">{title}</Text>
          {hours !== '' && <Text className="xs-phone-hours">{hours}</Text>}
        </View>
        <Text className="xs-phone-number">{phone}</Text>
        {note !== '' && <Text className="xs-note">{note}</Text>}
      </View>
      <Button kind="default" size="small" testId={`${testId}-call`} onTap={() => phoneCall.call(phone)}>
        拨打
      </Button>
    </View>
  );
}

/** Not renting (or not living in a room yet): what the page would show, and the way to find a room. */
export function NotRenting({ text }: { text: string }) {
  return (
    <View className="xs-empty" data-testid="xs-not-renting">
      <StateView status="empty" text={text} />
      <Button testId="xs-find-house" onTap={() => void navigation.navigateTo(pageLink('pages/house/house_list/index'))}>
        去找房
      </Button>
    </View>
  );
}
