import { askPayFeature } from './askPay/feature';
import { authFeature } from './auth/feature';
import { bankCardsFeature } from './billActions/feature';
import { billsFeature } from './bills/feature';
import { bookingsFeature } from './bookings/feature';
import { contractsFeature } from './contracts/feature';
import { devicesFeature } from './devices/feature';
import { insuranceFeature } from './contracts/insurance';
import { ledgerFeature } from './ledger/feature';
import { commitmentFeature } from './contracts/signing';
import { homeFeature } from './home/feature';
import { identityFeature } from './identity/feature';
import { metersFeature } from './meters/feature';
import { housesFeature } from './houses/feature';
import { payFeature } from './pay/feature';
import type { ServerFeature } from './serverFeature';
import { uploadsFeature } from './uploads/feature';
import { userFeature } from './user/feature';
import { walletFeature } from './wallet/feature';
import { invoicesFeature } from './invoices/feature';
import { workOrdersFeature } from './workOrders/feature';
import { activitiesFeature } from './activities/feature';
import { wechatFeature } from './wechat/feature';
import { extraServicesFeature } from './extraServices/feature';
import { talentFeature } from './talent/feature';
import { tenantPaymentsFeature } from './tenantPayments/feature';
import { lockAccessFeature } from './lockAccess/feature';
import { operatorFeature } from './operator/feature';

/**
 * Every feature of the server, the one list the server walks (routes, other HTTP, migrations, seeds). Order is the
 * order of seeding: a feature's demo data may refer to the data of the features above it.
 */
export const serverFeatures: readonly ServerFeature[] = [homeFeature, authFeature, operatorFeature, userFeature, uploadsFeature, identityFeature, housesFeature, payFeature, bookingsFeature, ledgerFeature, contractsFeature, insuranceFeature, commitmentFeature, billsFeature, bankCardsFeature, devicesFeature, metersFeature, workOrdersFeature, walletFeature, extraServicesFeature, invoicesFeature, activitiesFeature, wechatFeature, askPayFeature, talentFeature, tenantPaymentsFeature, lockAccessFeature];
