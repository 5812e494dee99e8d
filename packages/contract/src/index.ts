export * from './enums';
export * from './tags';
export * from './api';
export * from './messages';
export * from './users';
export * from './groups';
export * from './invitations';
export * from './notifications';
