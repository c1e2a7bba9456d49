import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemo } from './index';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await seedDemo(database.db, { log: (line) => console.info(line) });
await database.close();
