import { loadConfig } from '../config';
import { openDatabase } from './client';

// Opening the database applies every pending migration.
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.close();
console.info('Migrations applied');
