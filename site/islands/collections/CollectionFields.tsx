// A collection's name and description fields, as the new-collection form and a collection's
// details form both ask for them.
import { COLLECTION_LIMITS } from '@poolscape/shared';
import { useId } from 'react';
import { inputClass, labelClass } from '../../ui/fields.ts';

export function CollectionFields({
  name,
  description,
  onName,
  onDescription,
  rows = 2,
}: {
  name: string;
  description: string;
  onName: (name: string) => void;
  onDescription: (description: string) => void;
  rows?: number;
}) {
  const id = useId();
  return (
    <>
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          Name
        </label>
        <input
          id={`${id}-name`}
          required
          maxLength={COLLECTION_LIMITS.nameLength}
          value={name}
          onChange={(event) => onName(event.target.value)}
          placeholder="For example: The Smiths’ options"
          className={`mt-1 ${inputClass}`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-description`} className={labelClass}>
          Description <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id={`${id}-description`}
          rows={rows}
          maxLength={COLLECTION_LIMITS.descriptionLength}
          value={description}
          onChange={(event) => onDescription(event.target.value)}
          className={`mt-1 ${inputClass}`}
        />
      </div>
    </>
  );
}
