import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds the embedded database, generated secrets and uploads: directories 0700, files 0600, also
 * for a DATA_DIR created by an older version with the default umask (docs/decisions/034-private-data-files.md).
 * Uploads are served by this process, so nobody else needs to read them either.
 */
export function secureDataFiles(dataDir: string): void {
  const walk = (path: string) => {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
      for (const entry of readdirSync(path)) walk(join(path, entry));
    } else if (stat.isFile() && (stat.mode & 0o077) !== 0) {
      chmodSync(path, 0o600);
    }
  };
  walk(dataDir);
}
