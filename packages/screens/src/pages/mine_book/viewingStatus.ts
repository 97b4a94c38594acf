import { type ViewingStatus } from '@aster/core-domain';
import { type TagTone } from '../../features/booking/bookingParts';

export const viewingStatusTag: Readonly<Record<ViewingStatus, { text: string; tone: TagTone }>> = {
  booked: { text: '待看房', tone: 'active' },
  completed: { text: '已看房', tone: 'done' },
  cancelled: { text: '已取消', tone: 'off' },
};

/** Only a viewing still to come can be cancelled. */
export function canCancelViewing(status: ViewingStatus): boolean {
  return status === 'booked';
}

export const CANCEL_VIEWING_CONFIRM = {
  title: '取消预约',
  content: '确定取消这次看房预约吗？取消后如需看房请重新预约。',
  confirmText: '确定取消',
} as const;
