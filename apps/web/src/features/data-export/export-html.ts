import type { DataExport } from '@kozos/contract';
import type { TFunction } from 'i18next';

/*
 * The readable summary of "Download my data": a plain HTML page built with the DOM, so every
 * value is text, never markup (no escaping by hand). Section and field names are translated
 * where a text exists (`export.section.<name>`, `export.field.<name>`), else shown as they are,
 * so a section another feature adds reads fine before it has texts.
 */

const styles = `body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1c2421}
h1{font-size:1.8rem}h2{margin-top:2.2rem;border-bottom:1px solid #ccd5d1;padding-bottom:.3rem}
article{border:1px solid #dbe3df;border-radius:.75rem;padding:.5rem 1rem;margin:.75rem 0}
dl{display:grid;grid-template-columns:minmax(8rem,14rem) 1fr;gap:.25rem 1rem;margin:.5rem 0}
dt{color:#51605a}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}.empty{color:#51605a}`;

interface Labels {
  section: (name: string) => string;
  field: (name: string) => string;
  /** A single value as a reader wants it: times in their format, yes/no for flags. */
  value: (value: string | number | boolean) => string;
  empty: string;
}

/** An instant as the API writes it (`2026-03-01T10:00:00.000Z`). */
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function appendValue(doc: Document, parent: HTMLElement, value: unknown, labels: Labels): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    parent.append(recordList(doc, value as Record<string, unknown>, labels));
  } else if (Array.isArray(value)) {
    parent.append(value.map((item) => String(item)).join(', '));
  } else if (value === null || value === undefined || value === '') {
    parent.append('—');
  } else {
    parent.append(labels.value(value as string | number | boolean));
  }
}

function recordList(doc: Document, record: Record<string, unknown>, labels: Labels): HTMLElement {
  const list = doc.createElement('dl');
  for (const [field, value] of Object.entries(record)) {
    const term = doc.createElement('dt');
    term.textContent = labels.field(field);
    const detail = doc.createElement('dd');
    appendValue(doc, detail, value, labels);
    list.append(term, detail);
  }
  return list;
}

function sectionElement(
  doc: Document,
  { name, data }: DataExport['sections'][number],
  labels: Labels,
): HTMLElement {
  const section = doc.createElement('section');
  const heading = doc.createElement('h2');
  heading.textContent = labels.section(name);
  section.append(heading);
  const records = Array.isArray(data) ? data : [data];
  if (records.length === 0) {
    const none = doc.createElement('p');
    none.className = 'empty';
    none.textContent = labels.empty;
    section.append(none);
  }
  for (const record of records) {
    const item = doc.createElement('article');
    item.append(recordList(doc, record, labels));
    section.append(item);
  }
  return section;
}

/** The export as one self-contained HTML document, in the reader's language. */
export function exportToHtml(
  data: DataExport,
  {
    t,
    language,
    formatTime,
  }: { t: TFunction; language: string; formatTime: (iso: string) => string },
): string {
  const doc = document.implementation.createHTMLDocument(t('export.html_title'));
  doc.documentElement.lang = language;
  const style = doc.createElement('style');
  style.textContent = styles;
  const charset = doc.createElement('meta');
  charset.setAttribute('charset', 'utf-8');
  doc.head.prepend(charset);
  doc.head.append(style);
  const labels: Labels = {
    section: (name) => t(`export.section.${name}`, { defaultValue: name }),
    field: (name) => t(`export.field.${name}`, { defaultValue: name }),
    value: (value) => {
      if (typeof value === 'boolean') return t(value ? 'export.yes' : 'export.no');
      return typeof value === 'string' && instant.test(value) ? formatTime(value) : String(value);
    },
    empty: t('export.html_empty'),
  };
  const title = doc.createElement('h1');
  title.textContent = t('export.html_title');
  const when = doc.createElement('p');
  when.textContent = t('export.html_exported', { date: formatTime(data.exportedAt) });
  doc.body.append(title, when, ...data.sections.map((entry) => sectionElement(doc, entry, labels)));
  return `<!doctype html>\n${doc.documentElement.outerHTML}`;
}
