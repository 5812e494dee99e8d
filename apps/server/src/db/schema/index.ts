export * from './app-meta';
export * from './users';
export * from './activation-tokens';
export * from './account-deletions';
export * from './groups';
export * from './notifications';
export * from './posts';
