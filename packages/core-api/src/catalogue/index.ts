import { activityEndpoints, wechatEndpoints } from './activity';
import { authEndpoints } from './auth';
import { bankCardEndpoints } from './bankCard';
import { billEndpoints, orderEndpoints } from './bill';
import { bookingEndpoints } from './booking';
import { contractEndpoints } from './contract';
import { askPayEndpoints } from './askPay';
import { couponEndpoints } from './coupon';
import { type AnyEndpointDef } from './define';
import { baozuDeviceEndpoints, lockEndpoints, meterEndpoints, smartDeviceEndpoints } from './device';
import { homeEndpoints } from './home';
import { houseEndpoints } from './house';
import { identityEndpoints } from './identity';
import { invoiceEndpoints } from './invoice';
import { leaseEndpoints } from './lease';
import { payEndpoints } from './pay';
import { servicePackageEndpoints } from './servicePackage';
import { userEndpoints } from './user';
import { walletEndpoints } from './wallet';
import { workOrderEndpoints } from './workOrder';
import { extraServiceEndpoints } from './extraService';
import { talentEndpoints } from './talent';

/** Every endpoint of spec section 7, grouped by feature: the one source for client, server and contract tests. */
export const catalogue = {
  auth: authEndpoints,
  user: userEndpoints,
  home: homeEndpoints,
  house: houseEndpoints,
  booking: bookingEndpoints,
  contract: contractEndpoints,
  lock: lockEndpoints,
  meter: meterEndpoints,
  smartDevice: smartDeviceEndpoints,
  baozuDevice: baozuDeviceEndpoints,
  activity: activityEndpoints,
  pay: payEndpoints,
  bill: billEndpoints,
  order: orderEndpoints,
  bankCard: bankCardEndpoints,
  identity: identityEndpoints,
  lease: leaseEndpoints,
  workOrder: workOrderEndpoints,
  wallet: walletEndpoints,
  coupon: couponEndpoints,
  askPay: askPayEndpoints,
  extraService: extraServiceEndpoints,
  wechat: wechatEndpoints,
  invoice: invoiceEndpoints,
  talent: talentEndpoints,
  servicePackage: servicePackageEndpoints,
} as const;

export type CatalogueFeature = keyof typeof catalogue;

export interface CatalogueEntry {
  feature: CatalogueFeature;
  name: string;
  def: AnyEndpointDef;
}

/** The catalogue as a flat list (feature, name, definition), e.g. for registering server routes. */
export function listEndpoints(): CatalogueEntry[] {
  return (Object.keys(catalogue) as CatalogueFeature[]).flatMap((feature) =>
    Object.entries(catalogue[feature] as Record<string, AnyEndpointDef>).map(([name, def]) => ({ feature, name, def })),
  );
}
