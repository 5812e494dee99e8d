import { maxCommentLength, type MentionableMember } from '@kozos/contract';
import { personName } from '@kozos/contract';
import type { TFunction } from 'i18next';
import { Send } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, unexpectedErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { mapServerMessage, normalizeFieldKey } from '@/lib/forms';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMentionable, type ThreadRef } from '../api/comments';
import { commentDrafts, type DraftSlot } from '../draft-store';
import { activeMention, insertMention, type ActiveMention } from '../mentions';

/** The autocomplete asks the server once typing pauses this long. */
const mentionDebounceMs = 150;

/**
 * The sentence for a refused comment: the server's field error of the text, else its message
 * key; a comment's own wording first (its text may hold line breaks, unlike a one-line field).
 */
export function commentErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t(`message.${unexpectedErrorMessage}`);
  const field = Object.entries(error.errors).find(([key]) => normalizeFieldKey(key) === 'body');
  const key = field?.[1] ?? error.message;
  return t(`comments.error.${key}`, { defaultValue: mapServerMessage(key, t) });
}

interface CommentBoxProps {
  thread: ThreadRef;
  draft: DraftSlot;
  /** The accessible name of the text box ("Write a comment", "Reply to Anna"). */
  label: string;
  submitLabel: string;
  /** The text an edit starts from; a kept draft wins over it. */
  initialText?: string;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  className?: string;
}

/**
 * A comment's text box (issue 26): keeps its draft per thread in localStorage while typed, so a
 * failed send or leaving the screen loses nothing; offers the group's members after `@` as a
 * listbox (arrow keys move, Enter or Tab take, Escape closes; decision 175); Ctrl+Enter sends.
 */
export function CommentBox({
  thread,
  draft,
  label,
  submitLabel,
  initialText = '',
  onSubmit,
  onCancel,
  autoFocus,
  className,
}: CommentBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-mentions`;
  const errorId = `${id}-error`;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => commentDrafts.load(draft) || initialText);
  const [mention, setMention] = useState<ActiveMention | null>(null);
  /** The `@` whose list was closed with Escape: it stays closed until another `@` is typed. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const nextCaret = useRef<number | null>(null);

  const query = useDebouncedValue(mention ? mention.query : null, mentionDebounceMs);
  const listWanted = mention !== null && mention.start !== dismissedAt;
  const members = useMentionable(thread, listWanted ? query : null);
  const options: MentionableMember[] = listWanted ? (members.data ?? []) : [];
  const open = options.length > 0;
  const active = open ? Math.min(activeIndex, options.length - 1) : -1;

  useEffect(() => {
    const caret = nextCaret.current;
    const box = textRef.current;
    if (caret === null || !box) return;
    nextCaret.current = null;
    box.focus();
    box.setSelectionRange(caret, caret);
  }, [text]);

  const keep = (next: string) => {
    setText(next);
    setError(null);
    if (next === initialText) commentDrafts.clear(draft);
    else commentDrafts.save(draft, next);
  };

  const readCaret = (box: HTMLTextAreaElement) => {
    const found =
      box.selectionStart === box.selectionEnd ? activeMention(box.value, box.selectionStart) : null;
    setMention((previous) =>
      previous?.start === found?.start && previous?.query === found?.query ? previous : found,
    );
    if (found?.start !== mention?.start) setActiveIndex(0);
    if (found === null || found.start !== dismissedAt) setDismissedAt(null);
  };

  const choose = (member: MentionableMember) => {
    if (!mention) return;
    const inserted = insertMention(text, mention, member.username);
    nextCaret.current = inserted.caret;
    keep(inserted.text);
    setMention(null);
  };

  const submit = async () => {
    if (text.trim() === '' || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSubmit(text);
      commentDrafts.clear(draft);
      setText('');
      setMention(null);
    } catch (failure) {
      // The text stays in the box and in the kept draft, to send again.
      setError(commentErrorText(failure, t));
    } finally {
      setSending(false);
    }
  };

  /** Cancel discards: the draft goes with the box. */
  const cancel = () => {
    commentDrafts.clear(draft);
    onCancel?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((active + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        const member = options[active];
        if (member && !event.shiftKey) {
          event.preventDefault();
          choose(member);
          return;
        }
      }
      if (event.key === 'Escape') {
        // Closes the list only, not a dialog or the edit around the box.
        event.preventDefault();
        event.stopPropagation();
        setDismissedAt(mention?.start ?? null);
        return;
      }
    }
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      cancel();
      return;
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const onSubmitForm = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onCaretMove = (event: SyntheticEvent<HTMLTextAreaElement>) =>
    readCaret(event.currentTarget);
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <form onSubmit={onSubmitForm} className={cn('flex flex-col gap-2', className)} noValidate>
      <div className="relative">
        <Textarea
          ref={textRef}
          name="body"
          rows={2}
          value={text}
          maxLength={maxCommentLength}
          aria-label={label}
          placeholder={t('comments.placeholder')}
          autoFocus={autoFocus}
          autoComplete="off"
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-20 resize-y"
          onChange={(event) => {
            keep(event.target.value);
            readCaret(event.target);
          }}
          onSelect={onCaretMove}
          onFocus={onCaretMove}
          onClick={onCaretMove}
          onKeyDown={onKeyDown}
          onBlur={() => setMention(null)}
        />
        {open && (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('comments.mention_list')}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-xl border border-border bg-card p-1 text-card-foreground shadow-lg"
          >
            {options.map((member, index) => (
              <li
                key={member.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // The box keeps the focus: a click must not blur it before it picks.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(member)}
                onMouseEnter={() => setActiveIndex(index)}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm',
                  index === active && 'bg-accent text-accent-foreground',
                )}
              >
                <Avatar
                  name={personName(member, '')}
                  photo={member.avatar}
                  size="sm"
                  className="size-7"
                />
                <span className="min-w-0 truncate font-medium">
                  {member.name || `@${member.username}`}
                </span>
                {member.name && (
                  <span className="min-w-0 truncate text-muted-foreground">@{member.username}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        <p aria-live="polite" className="sr-only">
          {open ? t('comments.mention_hint', { count: options.length }) : ''}
        </p>
      </div>
      {error && (
        <div id={errorId}>
          <FormMessage message={`${error} ${t('comments.draft_kept')}`} />
        </div>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={cancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={sending || text.trim() === ''}>
          <Send aria-hidden="true" />
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
