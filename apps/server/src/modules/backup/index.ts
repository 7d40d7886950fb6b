// The backup module's front door: the only file other modules, app*.ts, plugins and the CLIs import
// (docs/decisions/198-module-front-doors.md). Files inside the module import each other directly.
export { BackupFileError } from './archive';
export { registerBackups } from './backup.module';
export { recordRun } from './backup-runs';
export { RestoreRefused, createBackup, restoreBackup } from './backup.service';
export { MoveRefused, moveToPostgres } from './move-to-postgres';
export { ToolError } from './postgres-dump';
