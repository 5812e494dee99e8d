/*
 * The i18next formatter `measure` (registered by the web and by the server's texts next to
 * `withArticle`): `{{measure, measure}}` shows a known measure in the reader's language
 * (`measure.pcs` → "db") and a custom one as the dealer typed it, as the web's amounts do.
 */

type Translate = (key: string, options: { lng?: string; defaultValue: string }) => string;

export function measureFormatter(translate: Translate) {
  return (value: unknown, language: string | undefined): string => {
    const measure = String(value);
    return translate(`measure.${measure}`, { lng: language, defaultValue: measure });
  };
}
