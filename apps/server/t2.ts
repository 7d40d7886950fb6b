import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const t0 = performance.now();
const lap = (s: string) => console.log(s, Math.round(performance.now() - t0));
const a = await PGlite.create('memory://', { extensions: { pg_trgm } }); lap('first');
const b = await PGlite.create('memory://', { extensions: { pg_trgm } }); lap('second');
const dump = await a.dumpDataDir('none'); lap('dump '+dump.size);
const c = await PGlite.create('memory://', { extensions: { pg_trgm }, loadDataDir: dump }); lap('fromdump');
