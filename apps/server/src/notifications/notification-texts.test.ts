import { describe, expect, it } from 'vitest';
import { renderNotification, translate } from './notification-texts';

const reader = { language: 'hu', dateFormat: '', timeZone: 'Europe/Budapest' } as const;

describe('notification texts outside the browser', () => {
  it('put Hungarian’s a/az before a name as the web does (withArticle)', () => {
    expect(translate(reader, 'groups.leave_title', { name: 'Almás köz' })).toBe(
      'Kilépsz az Almás köz csoportból?',
    );
    expect(translate(reader, 'events.series.position', { position: 1, count: 4 })).toBe(
      '4 alkalomból az 1.',
    );
    expect(translate({ language: 'en' }, 'groups.leave_title', { name: 'Almás köz' })).toBe(
      'Leave Almás köz?',
    );
  });

  it('render a notification in the reader’s language', () => {
    const rendered = renderNotification(
      {
        type: 'USER_JOINED_GROUP',
        variables: JSON.stringify({ userName: 'Kiss Anna', groupName: 'Kert utca' }),
      },
      reader,
    );
    expect(rendered.body).toBe('Kiss Anna csatlakozott a csoporthoz: Kert utca');
  });
});
