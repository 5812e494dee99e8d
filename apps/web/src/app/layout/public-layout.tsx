import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { appVersion } from '@kozos/contract';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';

interface PublicLayoutProps {
  children?: ReactNode;
  /** Above the card's content, e.g. the onboarding step indicator. */
  top?: ReactNode;
  /** The onboarding welcome step has its own language choice; one "Language" group per page. */
  showLanguage?: boolean;
  /** The help button of the screen (not on the login screen, whose code must stay small). */
  help?: ReactNode;
}

/** Signed-out screens and onboarding: no app navs, one centred card with the brand. */
export function PublicLayout({ children, top, showLanguage = true, help }: PublicLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-accent/70 via-background to-background">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 pt-6 pb-4 xs:pt-10">
        <Brand />
        {help}
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-md flex-1 flex-col px-3 outline-none xs:px-4 md:justify-center"
      >
        <div className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-sm xs:p-7">
          {top}
          {children ?? <Outlet />}
        </div>
      </main>
      <footer className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-6">
        {showLanguage ? (
          <div className="grid grid-cols-2 gap-4">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        ) : (
          <div className="mx-auto w-1/2 min-w-40">
            <ThemeSwitch />
          </div>
        )}
        <p className="text-center text-xs text-muted-foreground">
          {t('nav.version', { version: appVersion })}
        </p>
      </footer>
    </div>
  );
}
