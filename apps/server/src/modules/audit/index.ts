// The audit module's front door: the only file other modules, app*.ts, plugins and the CLIs import
// (docs/decisions/198-module-front-doors.md). Files inside the module import each other directly.
export { registerAudit } from './audit.module';
export { systemActor } from './audit.service';
export type { AuditActor, AuditRecorder, AuditService } from './audit.service';
