import { useTranslation } from 'react-i18next';
import { Brand } from './brand';
import { leftNavItems } from './nav-items';
import { NavLinkItem } from './nav-link-item';

export function LeftNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main_label')} className="flex flex-col gap-4 p-3">
      <Brand className="mx-2 mt-2 self-start" />
      <ul className="flex flex-col gap-0.5">
        {leftNavItems.map((item) => (
          <li key={item.to}>
            <NavLinkItem item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
