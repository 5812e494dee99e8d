import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DataExport } from '@kozos/contract';
import { exportToHtml } from '@/features/data-export/export-html';
import { createI18n } from '@/lib/i18n';
import { fakeApi, ok } from '../../test/fake-api';
import { setUpAppTest } from '../../test/app-test-setup';
import { renderApp } from '../../test/render-app';

setUpAppTest();

const data: DataExport = {
  exportedAt: '2026-03-01T10:00:00.000Z',
  sections: [
    { name: 'profile', data: { name: 'Kiss Anna', email: 'anna@example.hu', isAdmin: false } },
    { name: 'posts', data: [{ title: '<script>alert(1)</script>', tags: 'kert' }] },
    { name: 'answers', data: [] },
  ],
};

describe('download my data', () => {
  it('saves the export as a JSON file from the settings', async () => {
    fakeApi({ 'GET /api/User/Export': () => ok(data) });
    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data (JSON)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^kozos-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual(data);
  });

  it('builds a readable page: translated headings, values as text, unknown sections by name', () => {
    const t = createI18n('hu').t;
    const html = exportToHtml(data, { t, language: 'hu', formatTime: () => '2026. 03. 01. 11:00' });
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.documentElement.lang).toBe('hu');
    expect([...page.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Profil',
      'Bejegyzések',
      'answers',
    ]);
    expect(page.querySelector('script')).toBeNull();
    expect(page.body.textContent).toContain('<script>alert(1)</script>');
    expect(page.body.textContent).toContain('Nincs itt semmi.');
    expect(page.body.textContent).toContain('Letöltve: 2026. 03. 01. 11:00');
    expect([...page.querySelectorAll('dd')].map((dd) => dd.textContent)).toContain('Nem');
  });
});
