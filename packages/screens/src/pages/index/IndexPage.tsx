import * as React from 'react';
import {
  type Banner,
  useAppDispatch,
  useAppSelector,
  useGetBannersQuery,
  useGetHomeUiQuery,
  homeApi,
} from '@aster/core-api';
import { Image, Text, View } from 'remax/one';
import { usePageEvent } from 'remax/macro';
import {
  BannerPosition,
  HOME_PAGE,
  LOGIN_PAGE,
  baseConfigLoaded,
  citySelected,
  iconDisplayName,
  pageLink,
  selectCity,
  selectCompanyId,
  selectIsLoggedIn,
  selectTheme,
  selectUserId,
  themeChanged,
} from '@aster/core-domain';
import { ContractTodosCard } from '../../features/lease/ContractTodosCard';
import { useCityLocator } from '../../hooks/useCityLocator';
import { useFreshHomeBase } from './freshHomeBase';
import { definePage } from '../../app/definePage';
import { hasScreen } from '../../hooks/builtPages';
import { useOpenLink } from '../../hooks/useOpenLink';
import { useRequestBeforePaint } from '../../hooks/useRequestBeforePaint';
import { useSchemasReady } from '../../hooks/useSchemasReady';
import { clientPlatform } from '../../platform/clientPlatform';
import { navigation } from '../../platform/navigation';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { NavBar } from '../../ui/NavBar';
import { Page } from '../../ui/Page';
import { SearchEntry } from '../../ui/SearchBar';
import { stopPullDownRefresh } from '../../ui/pullDown';
import { PullDownRefresh } from '../../ui/PullDownRefresh';
import { storage } from '../../platform/storage';
import { TenantHomeSlot } from '../../features/home/TenantHomeSlot';
import { popupClosedBefore, popupIdentity, rememberPopupClosed } from './popupSeen';
import { useServedEntries } from '../../hooks/useFeatureEnabled';
import { QueryList } from '../../ui/StateView';
import { Swiper } from '../../ui/Swiper';
import { TabBar } from '../../ui/TabBar';
import { Icon } from '@screens/ui/icon/Icon';
import './IndexPage.css';

// The search entry is the app's own: it appears with its page (no dead ends).
const searchBuilt = hasScreen('pages/house/search_house/index');

const NO_ICONS: readonly never[] = [];

/** The link of a banner, icon or ad (icons carry one as an extra field of the loose base config). */
function linkOf(item: object | undefined): string | null {
  const link = item === undefined ? undefined : (item as { linkUrl?: unknown }).linkUrl;
  return typeof link === 'string' ? link : null;
}

/** Home: city and search in the custom navigation bar, banners, house-type icons, ads, and the tenant's to-dos. */
function IndexPage() {
  const dispatch = useAppDispatch();
  const city = useAppSelector(selectCity);
  const theme = useAppSelector(selectTheme);
  const companyId = useAppSelector(selectCompanyId);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector(selectUserId);
  const openLink = useOpenLink();
  const { state: locator, locate } = useCityLocator();
  // On H5 home draws its first frame before zod has arrived: the stored session (city, company, login) is read
  // only then, so until it is the page asks for nothing and shows no city (hooks/useSchemasReady.ts).
  const schemasReady = useSchemasReady();

  // A first visit on H5 has no city until the network address answers (a moment): home/base waits for it rather
  // than asking for city 0 and then again for the city found, which put a second request on the first paint's path.
  // The mini-programs may be showing a permission prompt meanwhile, so they ask for city 0 at once.
  const locatingFirstCity =
    clientPlatform === 'h5' &&
    city.cityId === 0 &&
    (locator.status === 'idle' || locator.status === 'locating' || (locator.status === 'located' && locator.city.cityId !== 0));
  useRequestBeforePaint((send) => [send(homeApi.endpoints.getBanners.initiate()), send(homeApi.endpoints.getHomeUi.initiate())]);
  const banners = useGetBannersQuery(undefined, { skip: !schemasReady });
  const baseWaits = !schemasReady || locatingFirstCity;
  const { base, checkHash, reload: reloadBase } = useFreshHomeBase(city.cityId, baseWaits);
  // Icons leading to a page that needs an extension the backend does not serve (a spec-only backend) hide themselves.
  const servedIcons = useServedEntries(base.data?.iconConfig ?? NO_ICONS, linkOf);
  const icons = base.data === undefined ? undefined : servedIcons;
  const homeUi = useGetHomeUiQuery(undefined, { skip: !schemasReady });
  // Pull-downs so far: the tenant card asks again on each.
  const [refreshes, setRefreshes] = React.useState(0);
  // The popups closed on this page; the account's stored list (popupSeen.ts) holds them across visits and launches.
  const [closedNow, setClosedNow] = React.useState<ReadonlySet<string>>(() => new Set());

  // First visit: no city yet, so choose one from the position (or the network address). A browser would
  // greet a first-time visitor with a permission prompt: H5 uses the network address, GPS only on "定位".
  // Before the paint, like the banners: home/base waits for the city on a first visit.
  React.useLayoutEffect(() => {
    if (!schemasReady || city.cityId !== 0) return;
    void locate(clientPlatform !== 'h5').then((result) => {
      if (result.status === 'located') dispatch(citySelected(result.city));
    });
  }, [schemasReady, city.cityId, locate, dispatch]);

  // The company's colours (home/ui) become the session theme.
  React.useEffect(() => {
    const next = homeUi.data;
    if (next && (next.navbarColor !== theme.navbarColor || next.navbarFontColor !== theme.navbarFontColor || next.color !== theme.color)) {
      dispatch(themeChanged(next));
    }
  }, [homeUi.data, theme, dispatch]);

  React.useEffect(() => {
    if (base.data) dispatch(baseConfigLoaded({ iconConfig: base.data.iconConfig }));
  }, [base.data, dispatch]);

  // The tenant's contracts and activities come with home/base: reload it when the user logs in or out.
  // (A query that is still waiting for the city has nothing to refetch: RTK Query refuses to.)
  // The login state the page opened with is the restored session's, not the one before it was read.
  const firstLoginState = React.useRef<boolean | null>(null);
  React.useEffect(() => {
    if (!schemasReady) return;
    if (firstLoginState.current === null) firstLoginState.current = loggedIn;
    if (firstLoginState.current === loggedIn) return;
    firstLoginState.current = loggedIn;
    if (reloadBase !== null) void reloadBase();
  }, [schemasReady, loggedIn, reloadBase]);

  // Back on the home page: the kept base is asked again only when its hash changed (home/base-hash).
  usePageEvent('onShow', checkHash);
  const refresh = (): Promise<void> => {
    if (!schemasReady) return Promise.resolve(stopPullDownRefresh());
    // The 待签约合同 card (contract/h5todoList/v2) is asked again with the contracts' tag, the tenant card by the count.
    if (loggedIn) dispatch(homeApi.util.invalidateTags(['Contract']));
    setRefreshes((count) => count + 1);
    return Promise.allSettled([banners.refetch(), reloadBase?.(), homeUi.refetch()]).then(() => stopPullDownRefresh());
  };
  usePageEvent('onPullDownRefresh', refresh);

  // Icons, ads, contracts and activities all come with home/base: one failure, one retry (in the icon card).
  const baseFailed = base.isError && base.data === undefined;
  const byPosition = (position: number): Banner[] => (banners.data ?? []).filter((banner) => banner.positionType === position);
  const topBanners = byPosition(BannerPosition.top);
  const middleBanner = byPosition(BannerPosition.middle)[0];
  // Shown once per activity (issue 46): a popup closed (or followed) never shows again for this account or guest;
  // a new activity does. Read only once the stored session is, so the account is the right one.
  const popupBanner = byPosition(BannerPosition.popup)[0];
  const popup = popupBanner === undefined ? null : popupIdentity(popupBanner);
  // One storage read per popup and account, not per render (a synchronous call into the mini-program's storage).
  const closedBefore = React.useMemo(
    () => popupBanner !== undefined && popupClosedBefore(storage, userId, popupBanner),
    [popup, userId],
  );
  const popupShown = schemasReady && popupBanner !== undefined && popup !== null && !closedNow.has(popup) && !closedBefore;
  const closePopup = () => {
    if (popupBanner === undefined || popup === null) return;
    rememberPopupClosed(storage, userId, popupBanner);
    setClosedNow((closed) => new Set(closed).add(popup));
  };

  return (
    <Page withTabBar>
      <PullDownRefresh onRefresh={refresh} />
      <NavBar theme={theme}>
        <View
          className="home-city"
          role="button"
          aria-label={city.cityName === '' ? '选择城市' : `${city.cityName}，选择城市`}
          data-testid="home-city"
          onTap={() => void navigation.navigateTo(pageLink('pages/pick_city/index'))}
        >
          {/* Kept in its place, unseen, until the stored city is known: no "选择城市" flashes before a returning tenant's city. */}
          <Text className={schemasReady ? 'home-city-name' : 'home-city-name home-city-name--pending'}>
            {city.cityName === '' ? '选择城市' : city.cityName}
          </Text>
          <View className="home-city-caret" style={{ borderTopColor: theme.navbarFontColor }} />
        </View>
        {searchBuilt && (
          <SearchEntry
            text=""
            placeholder="搜索小区、商圈、地铁站"
            tone="white"
            testId="home-search"
            onTap={() => openLink(pageLink('pages/house/search_house/index'))}
          />
        )}
      </NavBar>

      <View className="ak-body">
        {banners.isError && banners.data === undefined ? (
          <View className="home-banner-placeholder home-banner-failed" role="button" onTap={() => void banners.refetch()}>
            <Text>轮播图加载失败，点击重试</Text>
          </View>
        ) : banners.data === undefined ? (
          <View className="home-banner-placeholder" />
        ) : (
          topBanners.length > 0 && (
            <View className="home-banners">
              <Swiper slides={topBanners} onSlideTap={(slide) => openLink(linkOf(topBanners.find((banner) => banner.id === slide.id)))} />
            </View>
          )
        )}

        <Card className="home-icons">
          {/* While loading, the card keeps the height of two rows of icons, so the page below does not jump. */}
          <View className={base.data === undefined && !base.isError ? 'home-icon-area home-icon-area--loading' : 'home-icon-area'}>
            <QueryList query={{ ...base, data: icons }} emptyText="当前城市暂无房源类型" errorText="首页内容加载失败，请检查网络后重试">
              {(icons) => (
                <View className="home-icon-grid">
                  {icons.map((icon) => (
                    <View key={`${icon.identification}-${icon.name}`} className="home-icon" onTap={() => openLink(linkOf(icon))}>
                      <Image className="home-icon-image" src={icon.iconUrl} mode="aspectFit" />
                      <Text className="home-icon-name">{iconDisplayName(icon, companyId)}</Text>
                    </View>
                  ))}
                </View>
              )}
            </QueryList>
          </View>
        </Card>

        {/* A tenant living in a lease: the door, rent, meters and repairs on the first screen (drawn only for them). */}
        {schemasReady && loggedIn && <TenantHomeSlot refreshes={refreshes} />}

        {/* The middle banner's place is kept while the banners load. */}
        {banners.data === undefined && !banners.isError && <View className="home-middle-banner home-middle-banner--loading" />}
        {middleBanner !== undefined && (
          <View className="home-middle-banner" onTap={() => openLink(linkOf(middleBanner))}>
            <Image className="home-middle-banner-image" src={middleBanner.imageUrl} mode="aspectFill" />
          </View>
        )}

        {!baseFailed && (
          <Card title="精选推荐">
            <QueryList query={{ ...base, data: base.data?.adList }} emptyText="暂无推荐内容">
              {(ads) => (
                <View className="home-ads">
                  {ads.map((ad) => (
                    <View key={ad.id} className="home-ad" onTap={() => openLink(linkOf(ad))}>
                      <Image className="home-ad-image" src={ad.imageUrl} mode="aspectFill" />
                      {ad.title != null && <Text className="home-ad-title">{ad.title}</Text>}
                    </View>
                  ))}
                </View>
              )}
            </QueryList>
          </Card>
        )}

        {/* The tenant's cards or the guest's invitation, once the stored session is read: neither flashes for the other. */}
        {!schemasReady ? null : loggedIn ? (
          !baseFailed && (
            <>
              <ContractTodosCard />
              <Card title="我的活动" extra="全部活动" onExtraTap={() => openLink(pageLink('pages/activity/activity/index'))}>
                <QueryList query={{ ...base, data: base.data?.mineActivities }} emptyText="暂无报名的活动">
                  {(activities) =>
                    activities.map((activity) => (
                      <View
                        key={activity.activityId}
                        className="home-row"
                        onTap={() => openLink(pageLink('pages/activity/activity_detail/index', { id: activity.activityId }))}
                      >
                        <View className="home-row-main">
                          <Text className="home-row-title">{activity.title}</Text>
                          {activity.startTime != null && <Text className="home-row-sub">{activity.startTime}</Text>}
                        </View>
                        <Text className="home-row-action">查看</Text>
                      </View>
                    ))
                  }
                </QueryList>
              </Card>
            </>
          )
        ) : (
          <Card className="home-guest">
            <View className="home-guest-body">
              <View className="home-guest-text">
                <Text className="home-guest-title">登录后查看合同与活动</Text>
                <Text className="home-guest-sub">签约、缴费、报修，一个账号全搞定</Text>
              </View>
              <Button size="small" onTap={() => void navigation.navigateTo(pageLink(LOGIN_PAGE, { redirectUrl: pageLink(HOME_PAGE) }))}>
                去登录
              </Button>
            </View>
          </Card>
        )}
      </View>

      {popupShown && (
        <View className="ak-mask home-popup-mask" role="dialog" aria-modal="true" aria-label={popupBanner.title || '活动'}>
          <View
            className="home-popup"
            role="link"
            aria-label={popupBanner.title || '查看活动'}
            onTap={() => {
              closePopup();
              openLink(linkOf(popupBanner));
            }}
          >
            <Image className="home-popup-image" src={popupBanner.imageUrl} mode="widthFix" aria-hidden="true" />
          </View>
          {/* A 44 px target around the drawn ring, at the foot of the mask: the picture's loading cannot move it. */}
          <View className="home-popup-close" role="button" aria-label="关闭" data-testid="home-popup-close" onTap={closePopup}>
            <View className="ak-popup-close">
              <Icon name="x" />
            </View>
          </View>
        </View>
      )}

      <TabBar current="home" />
    </Page>
  );
}

export default definePage('pages/index/index', IndexPage);
