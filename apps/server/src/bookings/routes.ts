import type { ApiRoute } from '../http/api';
import type { PayService } from '../pay/payService';
import type { Services } from '../services';
import { personInfoRoutes } from './personInfo';
import { reservationRoutes } from './reservations';
import { viewingRoutes } from './viewings';

/** Viewings, reservations (their 定金 goes through `pay`) and the tenant's details for contracts. */
export function bookingRoutes(services: Services, pay: PayService): ApiRoute[] {
  return [...viewingRoutes(services), ...reservationRoutes(services, pay), ...personInfoRoutes(services)];
}
