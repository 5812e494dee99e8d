/**
 * What the rest of the server uses of translations (decision 030): its routes, the seed, and the
 * published edits the server's text store lays over the locale files (decision 138).
 */
export { readLocaleFiles, type FileTexts } from '../../texts/locale-files';
export { publishedTexts, seedTranslations } from './translations.service';
export { translationsRoutes } from './translations.routes';
