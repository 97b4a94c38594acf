import * as React from 'react';
import { Text, View } from 'remax/one';
import '@screens/features/booking/booking.css';

export interface CalendarSheetProps {
  /** The dates that can be picked, yyyy-MM-dd, in order. */
  dates: readonly string[];
  value: string;
  onPick: (date: string) => void;
  onClose: () => void;
}

interface MonthBlock {
  title: string;
  /** Leading blanks so the 1st sits under its weekday, then the pickable dates of the month. */
  blanks: number;
  dates: string[];
}

function monthBlocks(dates: readonly string[]): MonthBlock[] {
  const blocks: MonthBlock[] = [];
  for (const date of dates) {
    const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
    const title = `${year}年${month}月`;
    let block = blocks[blocks.length - 1];
    if (block === undefined || block.title !== title) {
      block = { title, blanks: new Date(year, month - 1, day).getDay(), dates: [] };
      blocks.push(block);
    }
    block.dates.push(date);
  }
  return blocks;
}

const WEEK_HEAD = ['日', '一', '二', '三', '四', '五', '六'];

/** A bottom sheet with the months of the check-in window; only dates in the window are drawn. */
export function CalendarSheet({ dates, value, onPick, onClose }: CalendarSheetProps) {
  const blocks = React.useMemo(() => monthBlocks(dates), [dates]);
  return (
    <View className="bk-sheet-layer">
      {/* A sibling behind the sheet, not its parent: a tap inside the sheet never reaches it. */}
      <View className="bk-sheet-mask" onTap={onClose} />
      <View className="bk-sheet" role="dialog" aria-label="选择入住日期">
        <View className="bk-sheet-head">
          <Text className="bk-section-title">选择入住日期</Text>
          <View className="bk-sheet-close" role="button" onTap={onClose}>
            <Text>关闭</Text>
          </View>
        </View>
        <View className="bk-calendar-grid">
          {WEEK_HEAD.map((name) => (
            <Text key={name} className="bk-calendar-week">
              {name}
            </Text>
          ))}
        </View>
        {blocks.map((block) => (
          <View key={block.title}>
            <Text className="bk-calendar-month">{block.title}</Text>
            <View className="bk-calendar-grid">
              {Array.from({ length: block.blanks }, (_, index) => (
                <Text key={`blank-${index}`} className="bk-calendar-day bk-calendar-day--blank">
                  .
                </Text>
              ))}
              {block.dates.map((date) => (
                <View
                  key={date}
                  className={`bk-calendar-day ${date === value ? 'bk-calendar-day--on' : ''}`}
                  role="button"
                  aria-label={date}
                  data-testid={`calendar-${date}`}
                  onTap={() => onPick(date)}
                >
                  <Text>{Number(date.slice(8, 10))}</Text>
                </View>
              ))}
            </View>
          </View>
        ))}
      </View>
    </View>
  );
}
