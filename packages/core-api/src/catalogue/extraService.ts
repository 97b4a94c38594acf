import { z } from 'zod';
import { HouseManagerSchema, NOTICE_PAGE_SIZE, NOTICE_PAGE_SIZE_MAX, NoticePageSchema, RoommateFlatSchema, RoomWifiSchema, ServicePhonesSchema } from '@aster/core-domain';
import { defineEndpoint, queryNumber, inCatalogueFeature } from './define';

// Extra services (issue 15: servicetel, manager, wifi, public-notice-list, roommate). The spec names the pages and no
// calls: these are ours, under /tapp/v1 like the work orders. Each answer is about the caller's own rented rooms
// (contracts to move into, lived in or being left), found by the token, so there is no id to check beyond the
// session; the two public ones (service phones, notices) answer guests too and add the caller's store or building
// when a token comes with them.

const auth = { needsAuth: true } as const;
/** At most one entry per contract of the caller that is rented; a tenant holds a handful. */
const MAX_ROOMS = 20;

export const extraServiceEndpoints = {
  /** 服务电话: the operator's numbers (24h hotline, repairs, complaints) and, for a tenant renting, their stores'. */
  servicePhones: defineEndpoint({ method: 'GET', path: 'extra-service/service-phones', response: ServicePhonesSchema, extension: 'service phone numbers of my building' }),
  /** 我的管家: the housekeeper of each rented room (to move into, lived in, being left); empty when not renting. */
  managers: defineEndpoint({ method: 'GET', path: 'extra-service/managers', response: z.array(HouseManagerSchema).max(MAX_ROOMS), ...auth, extension: 'my housekeeper and store manager' }),
  /** 无线网络: the Wi-Fi of each room lived in (one per contract renting or being left); empty otherwise. */
  wifi: defineEndpoint({ method: 'GET', path: 'extra-service/wifi', response: z.array(RoomWifiSchema).max(MAX_ROOMS), ...auth, extension: "the building's Wi-Fi" }),
  /**
   * 公告: the operator's notices, newest first, a page at a time; a tenant renting also gets the notices of their
   * buildings (stores), listed before the others.
   */
  notices: defineEndpoint({
    method: 'GET',
    path: 'extra-service/notices',
    request: z.object({
      pageNo: queryNumber().pipe(z.number().int().min(1).max(1000)).default(1),
      pageSize: queryNumber().pipe(z.number().int().min(1).max(NOTICE_PAGE_SIZE_MAX)).default(NOTICE_PAGE_SIZE),
    }),
    response: NoticePageSchema,
    extension: "the building's notices",
  }),
  /** 我的室友: for each room lived in, whether its flat is shared and who else lives there now (masked). */
  roommates: defineEndpoint({ method: 'GET', path: 'extra-service/roommates', response: z.array(RoommateFlatSchema).max(MAX_ROOMS), ...auth, extension: 'roommates of a shared flat' }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('extraService', extraServiceEndpoints);
