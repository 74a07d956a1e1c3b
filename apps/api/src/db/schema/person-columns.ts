import { users } from './users.ts';

/**
 * The columns a person is shown by (the name, else the username, else the e-mail): spread into a select,
 * `{ ...personColumns, … }`, by the repositories that list people. Not a table: index.ts does not export it.
 */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
};
