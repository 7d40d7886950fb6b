// The shipping module's front door: the only file other modules, app*.ts, plugins and the CLIs import
// (docs/decisions/198-module-front-doors.md). Files inside the module import each other directly.
export { cityOf, registerShipping } from './shipping.module';
export type { ShippingService } from './shipping.service';
export type { ReturnDestination } from './shiprocket-payload';
export type { DeliveryIssueMails } from './failed-deliveries';
export type { DeliveryIssuesPersonalData } from './failed-deliveries-privacy';
