import { PayOrderSchema, PurchaseOptionsSchema, ServiceOrderRequestSchema } from '@aster/core-domain';
import { defineEndpoint, inCatalogueFeature } from './define';

// 购买服务 (purchase_service). The spec names the page and no calls: these are ours, under /tapp/v1 like the bills.
// The packages and their prices are the server's; an order is for one of the caller's leases, and is paid through the
// pay module like any order (it then shows in 我的订单).

const auth = { needsAuth: true } as const;

export const servicePackageEndpoints = {
  /** The packages on sale (保洁, 宽带, 搬家), the caller's rooms and the days a service may be booked for. */
  options: defineEndpoint({ method: 'GET', path: 'service-package/options', response: PurchaseOptionsSchema, ...auth, extension: 'service packages on offer with a lease' }),
  /**
   * Orders a package for one of the caller's rooms and answers its pay order (the price is the server's); the same
   * request key answers the same order.
   */
  order: defineEndpoint({ method: 'POST', path: 'service-package/order', request: ServiceOrderRequestSchema, response: PayOrderSchema, ...auth, extension: 'order a service package' }),
};

// The catalogue feature of each endpoint (catalogue/index.ts), for the client's extension check.
inCatalogueFeature('servicePackage', servicePackageEndpoints);
