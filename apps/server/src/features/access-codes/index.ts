/** What the rest of the server uses of access codes (decision 030): routes and limits. */
export { createAccessCodeLimits } from './access-code-limits';
export { accessCodesRoutes } from './access-codes.routes';
export { accessCodesExportSection } from './access-codes-export';
