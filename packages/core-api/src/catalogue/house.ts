import { z } from 'zod';
import {
  EntityIdSchema,
  HouseDetailSchema,
  HouseFilterChoiceSchema,
  HouseFiltersSchema,
  HousePageSchema,
  HouseSortSchema,
  MapMarkerSchema,
  PoiCategorySchema,
  PoiSchema,
  StoreSchema,
} from '@aster/core-domain';
import { defineEndpoint, queryNumber, inCatalogueFeature } from './define';
import { LocatedCitySchema } from './home';

/** Largest page the list serves: a phone never shows more at once, and setData stays small. */
export const HOUSE_PAGE_SIZE_MAX = 50;

const idText = EntityIdSchema.transform(String);
const optionalNumber = () => queryNumber().optional();

/**
 * The list query of house_list and search_house (spec: GET /tapp/v2/aster/common/houses, platform=miniApp):
 * core-domain's filter choice, the city, the sort and the page. Without cityId the list is of the caller's IP
 * city (a first visit need not ask home/ip-city first), and the answer's `city` says which.
 */
export const HouseQuerySchema = HouseFilterChoiceSchema.extend({
  platform: z.literal('miniApp').default('miniApp'),
  cityId: queryNumber().optional(),
  sort: HouseSortSchema.default('default'),
  /** Where distance is measured from (GCJ-02), needed by sort=distance. */
  lat: optionalNumber(),
  lon: optionalNumber(),
  pageNo: queryNumber().pipe(z.number().int().min(1)).default(1),
  pageSize: queryNumber().pipe(z.number().int().min(1).max(HOUSE_PAGE_SIZE_MAX)).default(20),
});
export type HouseQuery = z.input<typeof HouseQuerySchema>;

/** The visible part of the map (GCJ-02) and its zoom level, as the map components report them, with the list's filter choice. */
export const MapAreaQuerySchema = HouseFilterChoiceSchema.extend({
  cityId: queryNumber(),
  minLat: queryNumber(),
  maxLat: queryNumber(),
  minLon: queryNumber(),
  maxLon: queryNumber(),
  zoom: queryNumber().pipe(z.number().min(3).max(20)),
});
export type MapAreaQuery = z.input<typeof MapAreaQuerySchema>;

const auth = { needsAuth: true } as const;

export const houseEndpoints = {
  houseList: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/common/houses',
    request: HouseQuerySchema,
    response: HousePageSchema.extend({ city: LocatedCitySchema }),
  }),
  houseFilters: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/common/house-filters',
    request: z.object({ cityId: queryNumber() }),
    response: HouseFiltersSchema,
    extension: "house_list's filter bar: districts, rent bands, layouts and tags of the city",
  }),
  /** Answers with the tenant's favourite flag when a token is sent; works without one. */
  houseDetail: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/common/houses/{id}',
    response: HouseDetailSchema,
    extension: 'house_detail: one listing with its pictures, costs and facilities',
  }),
  housePois: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/common/houses/{id}/pois',
    request: z.object({ category: PoiCategorySchema }),
    response: z.array(PoiSchema),
    extension: "house_detail's map: transport, shops and schools around the house",
  }),
  mapMarkers: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/common/house-map',
    request: MapAreaQuerySchema,
    response: z.object({ markers: z.array(MapMarkerSchema), total: z.number().int().nonnegative() }),
    extension: "house_map: the listings of the map's visible area, grouped",
  }),
  storeDetail: defineEndpoint({
    method: 'GET',
    prefix: '/tapp/v2',
    path: 'aster/common/stores/{id}',
    response: StoreSchema,
    extension: 'store/detail: the store (apartment building) and its listings',
  }),
  setFavourite: defineEndpoint({
    method: 'POST',
    prefix: '/tapp/v2',
    path: 'aster/houses/{id}/favourite',
    request: z.object({ favourite: z.boolean() }),
    response: z.object({ houseId: idText, favourite: z.boolean() }),
    ...auth,
    extension: 'the heart on a listing (house_detail, house_list) and the favourites list',
  }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('house', houseEndpoints);
