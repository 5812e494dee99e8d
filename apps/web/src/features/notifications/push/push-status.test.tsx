import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { PushStatus } from './push-status';
import type { PushRegistration, PushState } from './use-push-registration';

function show(state: PushState, enable = vi.fn(() => Promise.resolve())) {
  const push: PushRegistration = { state, enable };
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <PushStatus push={push} enabled />
    </I18nextProvider>,
  );
  return enable;
}

afterEach(cleanup);

describe('the push status under the settings switch', () => {
  it('does not say "on" while a retry with permission granted is still registering', () => {
    show({ status: 'working', permission: 'granted' });
    expect(screen.getByRole('status').textContent).toBe(
      'Turning push notifications on for this device…',
    );
    expect(screen.queryByText('Push notifications are on for this device.')).toBeNull();
  });

  it('says "on" once registered, and when permission was given on an earlier visit', () => {
    show({ status: 'registered', permission: 'granted' });
    expect(screen.getByText('Push notifications are on for this device.')).toBeTruthy();
    cleanup();
    show({ status: 'idle', permission: 'granted' });
    expect(screen.getByText('Push notifications are on for this device.')).toBeTruthy();
  });

  it('offers Retry after a failure, and asks from a click only', () => {
    const retry = show({ status: 'failed', permission: 'granted' });
    expect(screen.getByText('An unexpected error occurred')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
    cleanup();
    const allow = show({ status: 'idle', permission: 'default' });
    expect(allow).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Allow on this device' }));
    expect(allow).toHaveBeenCalledOnce();
  });

  it('says how to unblock a blocked permission', () => {
    show({ status: 'idle', permission: 'denied' });
    expect(screen.getByText('Notifications are blocked in this browser')).toBeTruthy();
  });
});
