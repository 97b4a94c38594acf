import * as React from 'react';
import { Text, View } from 'remax/one';
import { HOUSE_LIST_PAGE, pageLink, sanitizeSearchKey, selectUserId } from '@aster/core-domain';
import { definePage, type PageProps } from '@screens/app/definePage';
import { useAppSelector, useSearchKeywordsQuery } from '@aster/core-api';
import { clock } from '@screens/platform/clock';
import { navigation } from '@screens/platform/navigation';
import { storage } from '@screens/platform/storage';
import { ui } from '@screens/platform/ui';
import { Page } from '@screens/ui/Page';
import { SearchField } from '@screens/ui/SearchBar';
import { useCurrentCity } from '@screens/hooks/useCurrentCity';
import { clearSearchHistory, readSearchHistory, rememberSearch, searchHistoryKey } from './searchHistory';
import { Icon } from '@screens/ui/icon/Icon';
import './SearchHousePage.css';

/** Suggestions wait until typing pauses, so each key press is not a request. */
export const SUGGEST_DEBOUNCE_MS = 300;
const HOT_WORDS_SHOWN = 10;

/** The typed text once it has stayed the same for `ms`. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const handle = clock.setTimeout(() => setSettled(value), ms);
    return () => clock.clearTimeout(handle);
  }, [value, ms]);
  return settled;
}

function WordChips({ words, onPick, testId }: { words: readonly string[]; onPick: (word: string) => void; testId: string }) {
  return (
    <View className="sh-chips" data-testid={testId}>
      {words.map((word) => (
        <View key={word} className="sh-chip" role="button" onTap={() => onPick(word)}>
          <Text>{word}</Text>
        </View>
      ))}
    </View>
  );
}

/** 搜索房源: the search box, suggestions as the tenant types, their search history and the city's hot words. */
function SearchHousePage({ params }: PageProps<'pages/house/search_house/index'>) {
  const { city } = useCurrentCity();
  const userId = useAppSelector(selectUserId);
  const historyKey = searchHistoryKey(userId);
  const [text, setText] = React.useState(() => sanitizeSearchKey(params.searchKey ?? ''));
  const [history, setHistory] = React.useState<string[]>(() => readSearchHistory(storage, historyKey));
  React.useEffect(() => setHistory(readSearchHistory(storage, historyKey)), [historyKey]);

  const key = sanitizeSearchKey(useDebounced(text, SUGGEST_DEBOUNCE_MS));
  const cityReady = city.cityId !== 0;
  const suggestions = useSearchKeywordsQuery({ cityId: city.cityId, searchKey: key }, { skip: !cityReady || key === '' });
  // home/keywords with an empty key answers every keyword of the city in the operator's order: the hot words.
  const hotWords = useSearchKeywordsQuery({ cityId: city.cityId, searchKey: '' }, { skip: !cityReady });

  const submit = (word: string) => {
    const clean = sanitizeSearchKey(word);
    if (clean !== '') setHistory(rememberSearch(storage, historyKey, clean));
    void navigation.navigateTo(pageLink(HOUSE_LIST_PAGE, { searchKey: clean === '' ? undefined : clean }));
  };

  const clearHistory = async () => {
    const confirmed = await ui.showModal({ title: '提示', content: '确定清空搜索历史吗？', showCancel: true, confirmText: '清空' });
    if (!confirmed) return;
    clearSearchHistory(storage, historyKey);
    setHistory([]);
  };

  const typing = sanitizeSearchKey(text) !== '';
  const suggestionWords = key === '' ? [] : (suggestions.data ?? []).map((item) => item.keyword);

  return (
    <Page className="sh-page">
      <View className="sh-top">
        <SearchField
          value={text}
          focus
          clearable
          maxLength={50}
          placeholder="搜索小区、商圈、地铁站"
          label="搜索房源"
          testId="search-input"
          onChange={setText}
          onConfirm={() => submit(text)}
        />
        <View className="sh-submit" role="button" data-testid="search-submit" onTap={() => submit(text)}>
          <Text>搜索</Text>
        </View>
      </View>

      {typing ? (
        <View className="sh-suggestions" role="listbox" data-testid="suggestions">
          {suggestionWords.map((word) => (
            <View key={word} className="sh-suggestion" role="option" onTap={() => submit(word)}>
              <Icon name="search" size="small" className="sh-icon" />
              <Text>{word}</Text>
            </View>
          ))}
          <View className="sh-suggestion sh-suggestion--all" role="option" onTap={() => submit(text)}>
            <Text>搜索“{sanitizeSearchKey(text)}”的全部房源</Text>
          </View>
        </View>
      ) : (
        <View className="sh-body">
          {history.length > 0 && (
            <View className="sh-section">
              <View className="sh-section-head">
                <Text className="sh-section-title">搜索历史</Text>
                <View className="sh-section-action" role="button" data-testid="history-clear" onTap={() => void clearHistory()}>
                  <Text>清空</Text>
                </View>
              </View>
              <WordChips words={history} onPick={submit} testId="history" />
            </View>
          )}
          {(hotWords.data ?? []).length > 0 && (
            <View className="sh-section">
              <View className="sh-section-head">
                <Text className="sh-section-title">热门搜索</Text>
              </View>
              <WordChips words={(hotWords.data ?? []).slice(0, HOT_WORDS_SHOWN).map((item) => item.keyword)} onPick={submit} testId="hot-words" />
            </View>
          )}
        </View>
      )}
    </Page>
  );
}

export default definePage('pages/house/search_house/index', SearchHousePage);
