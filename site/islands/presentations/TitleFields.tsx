import { PRESENTATION_LIMITS } from '@poolscape/shared';
import { inputClass, labelClass } from '../../ui/fields.ts';

/** A presentation's title and who it is prepared for, in the new-presentation and the edit forms. */
export function TitleFields({
  id,
  title,
  clientName,
  onTitle,
  onClientName,
  examples = false,
}: {
  id: string;
  title: string;
  clientName: string;
  onTitle: (title: string) => void;
  onClientName: (clientName: string) => void;
  /** Show example words and mark the client as optional (a new presentation). */
  examples?: boolean;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          Title
        </label>
        <input
          id={`${id}-name`}
          value={title}
          required
          maxLength={PRESENTATION_LIMITS.titleLength}
          placeholder={examples ? 'Pool options for the Smiths' : undefined}
          onChange={(event) => onTitle(event.target.value)}
          className={`mt-1 ${inputClass}`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-client`} className={labelClass}>
          Prepared for {examples && <span className="font-normal text-slate-500">(optional)</span>}
        </label>
        <input
          id={`${id}-client`}
          value={clientName}
          maxLength={PRESENTATION_LIMITS.clientLength}
          placeholder={examples ? 'The Smith family' : undefined}
          onChange={(event) => onClientName(event.target.value)}
          className={`mt-1 ${inputClass}`}
        />
      </div>
    </>
  );
}
