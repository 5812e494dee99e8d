/** What the rest of the server uses of translations (decision 030): its routes and the seed. */
export { readLocaleFiles, type FileTexts } from './locale-files';
export { seedTranslations } from './translations.service';
export { translationsRoutes } from './translations.routes';
