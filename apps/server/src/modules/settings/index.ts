// The settings module's front door: the only file other modules, app*.ts, plugins and the CLIs import
// (docs/decisions/198-module-front-doors.md). Files inside the module import each other directly.
export { demoLeftoversMessage, findDemoLeftovers } from './go-live';
export { registerSettings } from './settings.module';
export { createSettingsService } from './settings.service';
export type { EditableSettingsService, SettingsService } from './settings.service';
