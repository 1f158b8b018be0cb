// What the user reads around a submit button: how many images it uses and how many are left,
// and, after a refused submit, the API's message (with the way past the plan's limit when that
// is why: the subscription modal, or the plans page).
import { errorMessage } from '../../lib/api-client.ts';
import { useCredits } from '../../lib/designs/queries.ts';
import { usageLine } from '../../ui/format.ts';
import { ErrorText } from '../../ui/states.tsx';
import { PlanLimitNotice } from '../billing/PlanLimitNotice.tsx';
import { planLimitRefusal } from '../billing/plan-limit.ts';

export function UsageLine({ images }: { images: number }) {
  const credits = useCredits();
  if (!credits.data)
    return <p className="text-sm text-slate-600">Checking how many images you have left...</p>;
  const left = credits.data.imagesLeft;
  return (
    <p
      className={`text-sm ${images > left ? 'font-medium text-amber-800' : 'text-slate-700'}`}
      data-testid="usage-line"
    >
      {usageLine(images, left)}
    </p>
  );
}

export function SubmitError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  const refusal = planLimitRefusal(error);
  if (refusal) return <PlanLimitNotice limit={refusal.limit} message={refusal.message} />;
  return <ErrorText message={errorMessage(error, fallback)} />;
}
