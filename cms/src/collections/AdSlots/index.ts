// Ad slots: which places of the public site show an AdSense ad unit, with the account's publisher
// id and the unit's slot id, each switched on or off. Ads are money, so only admins see and change
// them; visitors (and the site build) read the slots that are on, which the site shows anyway.
// One slot per place. Any change rebuilds the site, which renders the slots that are on and lists
// the pages that carry them (the API widens exactly those pages' Content-Security-Policy).
import {
  AD_PLACEMENT_INFO,
  AD_PLACEMENTS,
  AD_SLOT_MESSAGES,
  checkAdSlotField,
} from '@poolscape/shared/ad-slots';
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { Access, CollectionConfig, FieldHook, SelectFieldSingleValidation } from 'payload';
import { admins } from '../../access/index.ts';
import { tellApiAfterChange, tellApiAfterDelete } from '../../hooks/content-changes.ts';
import { placementIsFree } from './placement.ts';

/** Admins read every slot; anyone else only the slots that are on (they are on the pages). */
const adminsOrSwitchedOn: Access = (args) => admins(args) || { enabled: { equals: true } };

/** A known place, and one no other slot holds. */
const placementValidation: SelectFieldSingleValidation = async (value, { req, id }) => {
  if (typeof value !== 'string' || !(AD_PLACEMENTS as readonly string[]).includes(value))
    return AD_SLOT_MESSAGES.placement;
  return (await placementIsFree(req, value, id)) || AD_SLOT_MESSAGES.placementTaken;
};

const trimmed: FieldHook = ({ value }) => (typeof value === 'string' ? value.trim() : value);

export const AdSlots: CollectionConfig = {
  slug: CMS_COLLECTIONS.adSlots,
  labels: { singular: 'Ad slot', plural: 'Ad slots' },
  admin: {
    useAsTitle: 'placement',
    defaultColumns: ['placement', 'publisherId', 'slotId', 'enabled'],
    group: 'Marketing',
    description: 'AdSense ad units on the public site. Only admins see these.',
    hidden: ({ user }) => (user as { role?: unknown } | null)?.role !== 'admin',
  },
  access: { read: adminsOrSwitchedOn, create: admins, update: admins, delete: admins },
  defaultSort: 'placement',
  hooks: { afterChange: [tellApiAfterChange], afterDelete: [tellApiAfterDelete] },
  fields: [
    {
      name: 'placement',
      type: 'select',
      required: true,
      unique: true,
      options: AD_PLACEMENTS.map((value) => ({
        value,
        label: `${AD_PLACEMENT_INFO[value].label} (${AD_PLACEMENT_INFO[value].page})`,
      })),
      validate: placementValidation,
    },
    {
      name: 'publisherId',
      label: 'Publisher id',
      type: 'text',
      required: true,
      hooks: { beforeValidate: [trimmed] },
      admin: { description: 'Your AdSense account: ca-pub- and 16 digits.', placeholder: 'ca-pub-…' },
      validate: (value: unknown) => checkAdSlotField('publisherId', value),
    },
    {
      name: 'slotId',
      label: 'Slot id',
      type: 'text',
      required: true,
      hooks: { beforeValidate: [trimmed] },
      admin: { description: 'The ad unit’s number (data-ad-slot in the code AdSense gives).' },
      validate: (value: unknown) => checkAdSlotField('slotId', value),
    },
    {
      name: 'enabled',
      label: 'On',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Shown on the site only when on.' },
    },
  ],
};
