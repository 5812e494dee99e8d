import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const appName = 'Közös';

interface PageTitleState {
  title: string;
  setTitle: (title: string) => void;
}

const PageTitleContext = createContext<PageTitleState>({ title: '', setTitle: () => undefined });

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState('');
  return <PageTitleContext value={{ title, setTitle }}>{children}</PageTitleContext>;
}

/** Each page names itself: the header shows it on narrow screens, the tab shows it always. */
export function usePageTitle(title: string): void {
  const { setTitle } = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title);
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, setTitle]);
}

export function useCurrentPageTitle(): string {
  return useContext(PageTitleContext).title;
}
