import { format } from 'date-fns';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/dates';
import { saveFile } from '@/lib/save-file';
import { showErrorToast } from '@/lib/error-toast';
import { fetchMyData } from '../api/export';
import { exportToHtml } from '../export-html';

type Kind = 'json' | 'html';

/** "Download my data" (issue 16): the same export as JSON, or as a page one can read. */
export function MyDataDownloads() {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState<Kind | null>(null);
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const download = async (kind: Kind) => {
    setBusy(kind);
    try {
      const data = await fetchMyData();
      const name = `kozos-${t('export.file_name')}-${format(new Date(), 'yyyy-MM-dd')}`;
      if (kind === 'json')
        saveFile(JSON.stringify(data, null, 2), 'application/json', `${name}.json`);
      else {
        const formatTime = (iso: string) => formatDateTime(iso, dateFormat);
        const html = exportToHtml(data, { t, language: i18n.language, formatTime });
        saveFile(html, 'text/html', `${name}.html`);
      }
    } catch (error) {
      showErrorToast(error, t, 'export.failed');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-2 xs:flex-row xs:flex-wrap">
      <Button disabled={busy !== null} onClick={() => void download('json')}>
        <Download aria-hidden="true" />
        {t(busy === 'json' ? 'export.preparing' : 'export.download_json')}
      </Button>
      <Button variant="outline" disabled={busy !== null} onClick={() => void download('html')}>
        <FileText aria-hidden="true" />
        {t(busy === 'html' ? 'export.preparing' : 'export.download_html')}
      </Button>
    </div>
  );
}
