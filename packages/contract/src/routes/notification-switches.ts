import { z } from 'zod';
import { ApiErrorBody, dataEnvelope } from '../api';
import { NotificationSwitch, NotificationSwitchBody } from '../notification-switches';
import { route } from './route';

const tags = ['notifications'];
const responses = {
  200: dataEnvelope(z.array(NotificationSwitch)),
  400: ApiErrorBody,
  401: ApiErrorBody,
};

/** The signed-in user's switches of single notification kinds (decision 087). */
export const notificationSwitchesContract = {
  getNotificationSwitches: route({
    method: 'GET',
    path: '/api/Notification/Switches',
    public: false,
    tags,
    summary: 'The notification kinds I may turn off, and whether each is on',
    responses,
  }),
  putNotificationSwitches: route({
    method: 'PUT',
    path: '/api/Notification/Switches',
    public: false,
    tags,
    summary: 'Turns one notification kind on or off for me (off: none is written at all)',
    body: NotificationSwitchBody,
    responses,
  }),
};
