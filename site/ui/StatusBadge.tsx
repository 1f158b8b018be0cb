// A design's status as a small coloured label: "Queued", "Rendering", "Ready" or "Failed".
import type { DesignStatus } from '@poolscape/shared';
import { STATUS_LABELS } from './format.ts';

const STATUS_STYLES: Record<DesignStatus, string> = {
  queued: 'bg-slate-100 text-slate-700',
  rendering: 'bg-brand-50 text-brand-700',
  ready: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-red-50 text-red-800',
};

export function StatusBadge({ status }: { status: DesignStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
