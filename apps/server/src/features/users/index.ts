/*
 * What other features may use of users (the import boundary, decision 030): looking a live
 * account up, naming a person, and the pieces account activation shares with the profile.
 */
export { findUserById, isUsernameTaken, updateUser, type UserRow } from './users.repository';
export { toMeResponse, usernameTaken } from './users.service';
export { usersRoutes } from './users.routes';
export { profileExportSection } from './users-export';
