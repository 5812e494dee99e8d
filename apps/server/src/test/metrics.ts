import type { App } from '../app';

/** Scrapes the app's metrics port (METRICS_PORT=0 in the test's env). */
export async function scrapeMetrics(app: App): Promise<string> {
  const address = app.metrics?.address();
  if (!address) throw new Error('metrics are not served: set METRICS_PORT');
  const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  if (response.status !== 200) throw new Error(`metrics answered ${response.status}`);
  return response.text();
}

/** The value of one series in a scrape, 0 when it is not there yet. */
export function metricValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
