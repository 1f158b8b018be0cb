import type { Field } from 'payload';
import { SLUG_PATTERN } from '../collections/Posts/slug.ts';

/** The unique address segment of a document, shown as `${prefix}{slug}` to editors. */
export function slugField(prefix: string, options: { required?: boolean } = {}): Field {
  return {
    name: 'slug',
    type: 'text',
    index: true,
    unique: true,
    required: options.required ?? false,
    admin: {
      position: 'sidebar',
      description: `The address: ${prefix}{slug}.${options.required ? '' : ' Made from the title when empty.'}`,
    },
    validate: (value: string | null | undefined) =>
      (!value && !options.required) ||
      (Boolean(value) && SLUG_PATTERN.test(value ?? '')) ||
      'Use lowercase letters, digits and single hyphens, e.g. choosing-a-pool-style.',
  };
}

/** Display order among siblings; lower first. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 100,
  index: true,
  admin: { position: 'sidebar', description: 'Lower numbers show first.' },
};
