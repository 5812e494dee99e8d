import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';
import {
  clearDraft,
  mapServerErrors,
  readFormValues,
  restoreDraft,
  saveDraft,
  type FormValues,
} from './forms';
import { toast } from './toast';
import { useGoBack } from './use-go-back';
import { validateValues, type Rules } from './validation';

export type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface UseFormOptions<TResult> {
  onSubmit: (values: FormValues) => Promise<TResult>;
  /** Key under which drafts are kept in sessionStorage; no drafts without it. */
  formKey?: string;
  rules?: Rules;
  /** Locale key of the success toast, e.g. 'Saved'. */
  successMessage?: string;
  /**
   * Go back after success (spec §4 "optional go back") — to this path, the form's list screen,
   * when the tab has no page of the app to go back to (a form opened in a new tab).
   */
  goBack?: string;
  /** Locale keys of form-level messages per HTTP status (spec §8). */
  statusMessages?: Partial<Record<number, string>>;
  onSuccess?: (result: TResult) => void;
  /** Sees every failed submit (e.g. to offer "resend verification e-mail" on one message). */
  onError?: (error: unknown) => void;
  /** Asked after the client rules pass; resolving false cancels the submit quietly. */
  confirm?: (values: FormValues) => Promise<boolean>;
}

/**
 * The form flow of spec §4/§5: submitting, then success (toast, draft cleared, optional
 * back) or error (per-field and form-level messages). Inputs stay uncontrolled, so nothing
 * the user typed is lost on an error.
 */
export function useForm<TResult>(options: UseFormOptions<TResult>) {
  const { t } = useTranslation();
  const goBack = useGoBack(options.goBack ?? '/');
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { formKey } = options;

  useEffect(() => {
    if (formKey && formRef.current) restoreDraft(formKey, formRef.current);
  }, [formKey]);

  const onChange = useCallback(() => {
    if (formKey && formRef.current) saveDraft(formKey, formRef.current);
  }, [formKey]);

  const fail = (fields: Record<string, string>, message: string | null) => {
    setFieldErrors(fields);
    setFormError(message);
    setStatus('error');
    const first = Object.keys(fields)[0];
    if (first)
      formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
  };

  const describeApiError = (error: ApiError): string => {
    const custom = options.statusMessages?.[error.status];
    if (custom) return t(custom);
    if (Object.keys(error.errors).length > 0) return t('validation.check_fields');
    return t(`message.${error.message}`, { defaultValue: t('message.unexpected_error') });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = readFormValues(form);
    const failures = validateValues(values, options.rules ?? {});
    if (Object.keys(failures).length > 0) {
      const fields = Object.fromEntries(
        Object.entries(failures).map(([field, failure]) => [field, t(failure.key, failure.values)]),
      );
      const missing = Object.values(failures).some(
        (failure) => failure.key === 'validation.required',
      );
      fail(fields, missing ? t('validation.all_fields_required') : t('validation.check_fields'));
      return;
    }
    setFieldErrors({});
    setFormError(null);
    if (options.confirm && !(await options.confirm(values))) {
      setStatus('idle');
      return;
    }
    setStatus('submitting');
    try {
      const result = await options.onSubmit(values);
      if (formKey) clearDraft(formKey);
      setStatus('success');
      if (options.successMessage) toast({ title: t(options.successMessage) });
      options.onSuccess?.(result);
      if (options.goBack) goBack();
    } catch (error) {
      options.onError?.(error);
      if (error instanceof ApiError)
        fail(mapServerErrors(error.errors, t), describeApiError(error));
      else fail({}, t('message.unexpected_error'));
    }
  };

  /** A field whose value is now fine (e.g. tags cut back to 10) drops its message at once. */
  const clearFieldError = useCallback((name: string) => {
    setFieldErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  return {
    status,
    submitting: status === 'submitting',
    fieldErrors,
    clearFieldError,
    formError,
    formProps: {
      ref: formRef,
      noValidate: true,
      onChange,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    },
  };
}
