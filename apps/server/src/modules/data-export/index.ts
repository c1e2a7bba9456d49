export { dataExportRoutes } from './data-export.routes';
export { buildDataExport, expireDataExports, markDataExportFailed } from './data-export.service';
