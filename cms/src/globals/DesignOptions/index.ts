// The design options: for every style, feature and time of day the label, description, preview
// image, order (the rows' order) and whether new designs may use it. Edited at /admin/design-options
// in the app (or here); the API reads it over loopback and refuses what is switched off. The keys
// are the renderer's fixed set: rows cannot be added, removed or given another key, and at least
// one option of each group stays on. Untouched, the defaults equal today's built-in options.
import { CMS_COLLECTIONS, CMS_GLOBALS } from '@poolscape/shared/content';
import {
  DESIGN_OPTION_GROUP_NAMES,
  DESIGN_OPTION_KEYS,
  DESIGN_OPTION_LIMITS,
  DESIGN_OPTIONS_TEXT,
  type DesignOptionGroup,
  defaultDesignOptionRows,
} from '@poolscape/shared/design-options';
import type { ArrayField, GlobalConfig } from 'payload';
import { anyone, editors } from '../../access/index.ts';
import { refreshApiAfterChange } from './hooks/refresh-api.ts';

/**
 * A group's rows must be exactly its keys, each once, with one at least switched on. In the
 * admin's own form an array's value is its row count, so the check runs when the CMS saves.
 */
function validateGroup(group: DesignOptionGroup) {
  const keys: readonly string[] = DESIGN_OPTION_KEYS[group];
  return (value: unknown): true | string => {
    if (!Array.isArray(value)) return true;
    const given = value.map((row) => (row as { key?: unknown }).key);
    const exact = given.length === keys.length && keys.every((key) => given.includes(key));
    if (!exact) {
      return `The ${DESIGN_OPTION_GROUP_NAMES[group].title.toLowerCase()} are fixed: keep one row for each of ${keys.join(', ')}, and add or remove none.`;
    }
    if (!value.some((row) => (row as { enabled?: unknown }).enabled !== false)) {
      return DESIGN_OPTIONS_TEXT.lastOn(group);
    }
    return true;
  };
}

function groupField(group: DesignOptionGroup, description: string): ArrayField {
  const keys = DESIGN_OPTION_KEYS[group];
  const { title, one } = DESIGN_OPTION_GROUP_NAMES[group];
  return {
    name: group,
    label: title,
    type: 'array',
    labels: { singular: one[0]?.toUpperCase() + one.slice(1), plural: title },
    minRows: keys.length,
    maxRows: keys.length,
    defaultValue: defaultDesignOptionRows(group),
    validate: validateGroup(group),
    admin: { description, initCollapsed: true },
    fields: [
      {
        name: 'key',
        type: 'select',
        required: true,
        options: keys.map((key) => ({ value: key, label: key })),
        admin: { readOnly: true, description: 'What the renderer knows it by; it cannot change.' },
      },
      { name: 'label', type: 'text', required: true, maxLength: DESIGN_OPTION_LIMITS.label },
      { name: 'description', type: 'textarea', maxLength: DESIGN_OPTION_LIMITS.description },
      {
        name: 'image',
        type: 'upload',
        relationTo: CMS_COLLECTIONS.media,
        admin: { description: 'A preview shown with the option on the create screen.' },
      },
      {
        name: 'enabled',
        label: 'Offered',
        type: 'checkbox',
        defaultValue: true,
        admin: { description: 'Switched off, new designs cannot use it; older designs keep it.' },
      },
    ],
  };
}

export const DesignOptions: GlobalConfig = {
  slug: CMS_GLOBALS.designOptions,
  label: 'Design options',
  admin: {
    group: 'Settings',
    description: 'What the create screen offers. The order of the rows is the order on screen.',
  },
  // Anyone may read what the create screen shows; only editors and admins change it.
  access: { read: anyone, update: editors },
  hooks: { afterChange: [refreshApiAfterChange] },
  fields: [
    groupField('styles', 'The pool styles, one of which every design has.'),
    groupField('features', 'Extras a design may add, as many as the user likes.'),
    groupField('timesOfDay', 'The light a design is rendered in.'),
  ],
};
