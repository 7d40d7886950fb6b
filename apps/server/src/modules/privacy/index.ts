// The privacy module's front door: the only file other modules, app*.ts, plugins and the CLIs import
// (docs/decisions/198-module-front-doors.md). Files inside the module import each other directly.
export { registerPrivacy } from './privacy.module';
export type { PrivacyService } from './privacy.service';
