import { openDatabase } from './db/client';
import { seedCatalogue } from './db/seed/catalogue/index';

const d = await openDatabase({ dataDir: 'memory://' });
const c = process.cpuUsage();
const s = await seedCatalogue(d.db);
const u = process.cpuUsage(c);
console.log(process.env.MODE, 'wall', s?.ms, 'cpu', Math.round((u.user + u.system) / 1000));
await d.close();
