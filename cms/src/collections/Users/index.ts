import { STAFF_ROLES } from '@poolscape/shared/auth';
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import { APIError, type CollectionConfig } from 'payload';
import { admins, adminsField, adminsOrSelf, mustChoosePassword, roleOf } from '../../access/index.ts';
import { appSessionStrategy } from '../../auth/app-session.ts';
import { APP_SESSION_STRATEGY } from '../../auth/strategy-name.ts';
import { env } from '../../env.ts';
import { removeAppUser } from './app-user-removal.ts';
import { clearAfterReset, markPasswordChooser, passwordChangeRequiredField } from './chosen-password.ts';

/**
 * Who works in the CMS admin: the app's editors and admins, signed in with their app session (a
 * user here is made for each on their first visit), and the editor account the seed makes, which
 * signs in with its own password. Product users live in the API and never get in.
 */
const SIGN_IN_WITH_THE_APP = 'This account signs in with its Poolscape account, not a CMS password.';

/** How long `me` tells an app-session caller its answer holds: the CMS asks the app again each request. */
const APP_SESSION_ME_SECONDS = 5 * 60;

export const Users: CollectionConfig = {
  slug: CMS_COLLECTIONS.users,
  admin: { useAsTitle: 'email', group: 'Admin', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // Served over HTTPS, the editor's session cookie is never sent over plain HTTP.
    cookies: { secure: new URL(env.PUBLIC_URL).protocol === 'https:' },
    strategies: [appSessionStrategy],
  },
  access: {
    // Someone who must choose a password comes in for that alone: every other rule refuses them.
    admin: ({ req }) => roleOf(req) !== null || mustChoosePassword(req),
    read: adminsOrSelf,
    create: admins,
    update: adminsOrSelf,
    delete: admins,
  },
  endpoints: [removeAppUser],
  hooks: {
    // `me` with the app's session as a bearer header: Payload would read the header as its own JWT to
    // tell when it expires and fail on the app's token (a 500). The app's session is no JWT; the
    // answer says who it is, never echoes the token, and holds until the next check.
    me: [
      ({ args, user }) => {
        if (user._strategy !== APP_SESSION_STRATEGY || !args.currentToken) return;
        return { user, exp: Math.floor(Date.now() / 1000) + APP_SESSION_ME_SECONDS };
      },
    ],
    // People who come with their app account have no CMS password: the app decides who they are.
    beforeLogin: [
      ({ user }) => {
        if (user.appUserId) throw new APIError(SIGN_IN_WITH_THE_APP, 403, null, true);
        return user;
      },
    ],
    beforeChange: [
      ({ data, originalDoc }) => {
        if (originalDoc?.appUserId && data.password)
          throw new APIError(SIGN_IN_WITH_THE_APP, 400, null, true);
        return data;
      },
      markPasswordChooser,
    ],
    beforeValidate: [clearAfterReset],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: STAFF_ROLES.map((value) => ({ value, label: value === 'admin' ? 'Admin' : 'Editor' })),
      // For people who sign in with the app, the app's role wins at every visit.
      access: { create: adminsField, update: adminsField },
      admin: { description: 'Editors work on content; admins also on ad slots and the people here.' },
    },
    {
      name: 'appUserId',
      type: 'text',
      unique: true,
      index: true,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, description: 'Set for people who sign in with their Poolscape account.' },
    },
    passwordChangeRequiredField,
  ],
};
