import { describe, expect, it } from 'vitest';
import { createBodyOf, patchBodyOf } from './event-body';

// The form's values as readFormValues gives them: times already UTC (decision 062).

describe('event request bodies', () => {
  it('sends a weekly repeat with the browser zone and leaves an empty deadline out', () => {
    const body = createBodyOf({
      groupId: 'g1',
      name: ' Heti futás ',
      description: '',
      location: 'Népliget',
      time: '2027-03-21T17:00:00Z',
      applicationDeadline: '',
      tags: 'system.sport',
      repeatFrequency: 'weekly',
      repeatEnd: 'count',
      repeatCount: 6,
    });
    expect(body).toEqual({
      groupId: 'g1',
      name: 'Heti futás',
      description: '',
      location: 'Népliget',
      time: '2027-03-21T17:00:00Z',
      tags: 'system.sport',
      repeat: { frequency: 'weekly', timeZone: 'Europe/Budapest', count: 6 },
    });
  });

  it('sends no repeat for "does not repeat", and an until date when asked', () => {
    const base = { groupId: 'g1', name: 'x', time: '2027-03-21T17:00:00Z' };
    expect(createBodyOf({ ...base, repeatFrequency: 'none' }).repeat).toBeUndefined();
    expect(
      createBodyOf({
        ...base,
        repeatFrequency: 'monthly',
        repeatEnd: 'until',
        repeatUntil: '2027-12-31',
      }).repeat,
    ).toEqual({ frequency: 'monthly', timeZone: 'Europe/Budapest', until: '2027-12-31' });
  });

  it('edits this and the following, an emptied deadline meaning the event time', () => {
    const body = patchBodyOf({
      name: 'Futás',
      time: '2027-03-28T16:00:00Z',
      applicationDeadline: '',
      scope: 'following',
    });
    expect(body).toMatchObject({
      scope: 'following',
      time: '2027-03-28T16:00:00Z',
      applicationDeadline: '2027-03-28T16:00:00Z',
    });
  });
});
