// The users module's front door: the only file other modules, app*.ts, plugins and the CLIs import
// (docs/decisions/198-module-front-doors.md). Files inside the module import each other directly.
export type { UserAccounts, UserRecord } from './user-accounts.service';
export { toUserDto } from './users.mapper';
export { createUsersRepository } from './users.repository';
export { registerUsers } from './users.module';
export type { EraseAccount, UsersService } from './users.service';
