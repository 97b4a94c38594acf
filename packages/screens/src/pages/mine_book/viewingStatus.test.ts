import { ViewingStatusSchema } from '@aster/core-domain';
import { canCancelViewing, viewingStatusTag } from './viewingStatus';

describe('viewing status', () => {
  it('has a Chinese tag for every status', () => {
    expect(ViewingStatusSchema.options.map((status) => viewingStatusTag[status].text)).toEqual(['待看房', '已看房', '已取消']);
  });

  it('lets only a booked viewing be cancelled', () => {
    expect(ViewingStatusSchema.options.filter(canCancelViewing)).toEqual(['booked']);
  });
});
