/*
 * Strings: every string schema here is built from `text()` (./text.ts), never a bare
 * zod string: it refuses NUL bytes (`invalid_character`), which PostgreSQL cannot store. New
 * fields use it too; text.test.ts fails on one that does not (decision 050).
 * One-line fields (names, titles, tags) use `oneLine()`: no line break, tab or other control
 * character (`control_character`, decision 123).
 * Feed paging: `FeedCursor`, `FeedTime` and `parseFeedCursor` (./feed.ts) parse `before` and
 * `until` strictly (decision 051).
 */
export * from './text';
export * from './photos';
export * from './enums';
export * from './tags';
export * from './api';
export * from './messages';
export * from './users';
export * from './groups';
export * from './people';
export * from './invitations';
export * from './notifications';
export * from './notification-variables';
export * from './posts';
export * from './events';
export * from './calendar';
export * from './time';
export * from './market-messages';
export * from './products';
export * from './producers';
export * from './offers';
export * from './orders';
export * from './feed';
export * from './comments';
export * from './reports';
export * from './translations';
export * from './access-codes';
export * from './feedback';
export * from './data-export';
export * from './delivery';
export * from './hu-article';
export * from './measure-format';
export * from './notification-switches';
export * from './routes';
