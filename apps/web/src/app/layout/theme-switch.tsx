import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Theme } from '@kozos/contract';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useTheme } from '@/lib/theme';

/** A radiogroup named "Theme" with radios Light, Dark and System (spec §4). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  return (
    <SegmentedControl<Theme>
      label={t('theme.label')}
      value={theme}
      onValueChange={setTheme}
      iconsOnly
      options={[
        { value: 'light', label: t('theme.light'), icon: <Sun aria-hidden="true" /> },
        { value: 'dark', label: t('theme.dark'), icon: <Moon aria-hidden="true" /> },
        { value: 'system', label: t('theme.system'), icon: <Monitor aria-hidden="true" /> },
      ]}
    />
  );
}
