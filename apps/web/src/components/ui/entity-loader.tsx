import type { UseQueryResult } from '@tanstack/react-query';
import { Lock, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { Button } from './button';
import { Notice } from './notice';

/** What a load-error view says about one kind of entity (a group, a post, a profile). */
export interface LoadErrorTexts {
  /** The error notice's title, e.g. "The group could not be loaded". */
  failed: string;
  /** Under "Not found": what is missing, e.g. "This group does not exist or has been deleted." */
  notFound: string;
  /** A 403's title and text; without them a 403 reads as any other failure. */
  forbidden?: { title: string; text: string };
  /** The way out of a not-found or forbidden view, e.g. back to the list. */
  back?: { to: string; label: string };
}

interface LoadErrorViewProps {
  error: unknown;
  onRetry: () => void;
  texts: LoadErrorTexts;
  /** A 400 means the id in the address is malformed: it names nothing, so Not found. */
  badIdIsNotFound?: boolean;
}

function statusOf(error: unknown, badIdIsNotFound = false): number {
  const status = error instanceof ApiError ? error.status : 0;
  return badIdIsNotFound && status === 400 ? 404 : status;
}

/** The page in place of an entity that is not there (404) or not for this user (403). */
function MissingView({ forbidden, texts }: { forbidden: boolean; texts: LoadErrorTexts }) {
  const { t } = useTranslation();
  const title = forbidden && texts.forbidden ? texts.forbidden.title : t('not_found.text');
  const text = forbidden && texts.forbidden ? texts.forbidden.text : texts.notFound;
  const Icon = forbidden ? Lock : SearchX;
  usePageTitle(title);
  return (
    <section className="flex flex-col items-center gap-3 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-sm text-muted-foreground">{text}</p>
      {texts.back && (
        <Button asChild variant="outline" className="mt-2">
          <Link to={texts.back.to}>{texts.back.label}</Link>
        </Button>
      )}
    </section>
  );
}

function FailedView({ error, onRetry, texts }: LoadErrorViewProps) {
  const { t } = useTranslation();
  usePageTitle(texts.failed);
  const message = error instanceof Error ? error.message : 'unexpected_error';
  return (
    <Notice variant="error" title={texts.failed}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>{t(`message.${message}`, { defaultValue: message })}</span>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </div>
    </Notice>
  );
}

/**
 * Spec §8: an entity that fails to load shows an error view: Not found for a 404, the
 * members-only view for a 403 when the entity has one, else the failure with Retry.
 */
export function LoadErrorView({ error, onRetry, texts, badIdIsNotFound }: LoadErrorViewProps) {
  const status = statusOf(error, badIdIsNotFound);
  if (status === 404 || (status === 403 && texts.forbidden)) {
    return <MissingView forbidden={status === 403} texts={texts} />;
  }
  return <FailedView error={error} onRetry={onRetry} texts={texts} />;
}

interface EntityLoaderProps<T> {
  query: UseQueryResult<T>;
  /** Stands in for the page while the entity loads (has its own "Loading" status). */
  skeleton: ReactNode;
  texts: LoadErrorTexts;
  /** See LoadErrorView: a malformed id reads as Not found. */
  badIdIsNotFound?: boolean;
  children: (data: T) => ReactNode;
}

/** Loads one entity for a page: its skeleton, its load-error view, or the page itself. */
export function EntityLoader<T>({
  query,
  skeleton,
  texts,
  badIdIsNotFound,
  children,
}: EntityLoaderProps<T>) {
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError) {
    return (
      <LoadErrorView
        error={query.error}
        onRetry={() => void query.refetch()}
        texts={texts}
        badIdIsNotFound={badIdIsNotFound}
      />
    );
  }
  return <>{children(query.data)}</>;
}
