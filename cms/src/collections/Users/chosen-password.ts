// A password its user did not choose is good for one sign-in: the installation's editor password
// (written to a file at the first start) and any password an admin types for someone else. The
// account can then only read and change itself (see `mustChoosePassword`) until its user picks one.
import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook, Field } from 'payload';

export const passwordChangeRequiredField: Field = {
  name: 'passwordChangeRequired',
  type: 'checkbox',
  defaultValue: false,
  // Only the hooks below set it: nobody clears it but by choosing a password.
  access: { create: () => false, update: () => false },
  admin: { hidden: true },
};

/**
 * A new password marks the account when someone other than its user typed it. People who come with
 * their app account get a random password nobody knows and never sign in with it: never marked.
 */
export const markPasswordChooser: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (typeof data.password !== 'string' || !data.password) return data;
  if (data.appUserId || originalDoc?.appUserId) return data;
  const ownChoice = operation === 'update' && req.user != null && req.user.id === originalDoc?.id;
  return { ...data, passwordChangeRequired: !ownChoice };
};

/**
 * Resetting the password through the e-mailed link is the user's own choice too. Payload's reset
 * runs no change hooks, only this one, with the account's stored hash and salt in `data` (which no
 * other update carries) and nobody signed in.
 */
export const clearAfterReset: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation === 'update' && !req.user && typeof data?.hash === 'string' && typeof data.salt === 'string')
    data.passwordChangeRequired = false;
  return data;
};
