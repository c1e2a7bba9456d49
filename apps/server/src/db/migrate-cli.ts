import { loadConfig, loadEnvFile } from '../config';
import { openDatabase } from './client';

// Opening the database applies every pending migration.
loadEnvFile();
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.close();
console.info('Migrations applied');
