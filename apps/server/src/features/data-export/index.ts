/** What the rest of the server uses of the data export (decision 030): its routes. */
export { dataExportRoutes } from './data-export.routes';
