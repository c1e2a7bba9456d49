export { consoleRoutes } from './console.routes';
export { countersFor } from './console.service';
