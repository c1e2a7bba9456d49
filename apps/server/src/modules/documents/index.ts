export { documentRoutes } from './documents.routes';
export { countDocumentsWaiting, documentsWaitingByApplication } from './documents.service';
