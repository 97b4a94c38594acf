import { type HouseDetail } from '@aster/core-domain';
import { webOrigin } from '../../hooks/webLinks';
import { houseDetailUrl, rentText } from '../../ui/houseFacts';

/** What onShareAppMessage answers: WeChat and Alipay both take title, path and imageUrl. */
export interface SharePayload {
  title: string;
  path: string;
  imageUrl: string;
}

/**
 * The share card of a house: its title and rent, the cover photo, and a path with the id only (no token, no
 * tracking: whoever opens it sees the public page and logs in as themselves).
 */
export function houseSharePayload(house: Pick<HouseDetail, 'id' | 'title' | 'rent' | 'coverUrl' | 'photos'>): SharePayload {
  const rent = rentText(house.rent);
  return {
    title: rent === '' ? house.title : `${house.title} ${rent}/月`,
    path: houseDetailUrl(house.id),
    imageUrl: house.coverUrl !== '' ? house.coverUrl : (house.photos[0]?.url ?? ''),
  };
}

/** The H5 link a share button copies: the page's origin under /aster, the id only; null off the web. */
export function houseShareLink(pageOrigin: string, id: string): string | null {
  const origin = webOrigin(`${pageOrigin}/`);
  return origin === null ? null : `${origin}/aster${houseDetailUrl(id)}`;
}
