// The ad-slot manager (/admin/adsense, admins only): every place of the public site that can show
// an ad, the AdSense slot there (publisher and slot ids) with its on/off switch, and adding,
// changing and deleting slots. Saved through the CMS's REST API with the app's session; each
// change rebuilds the site, which shows a slot only where it is on (and asks visitors' consent).
import {
  AD_PLACEMENT_INFO,
  AD_PLACEMENTS,
  type AdPlacement,
  type CmsAdSlot,
} from '@poolscape/shared/ad-slots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../stores/toasts.ts';
import { primaryButton, secondaryButton } from '../../../ui/buttons.ts';
import { ConfirmDialog, Modal } from '../../../ui/dialogs.tsx';
import { ErrorText, Spinner } from '../../../ui/states.tsx';
import { AdSlotForm } from './AdSlotForm.tsx';
import { AD_SLOTS_KEY, adSlotProblem, deleteAdSlot, updateAdSlot, useAdSlots } from './ad-slots-api.ts';

const REBUILD_NOTE = 'The site is rebuilt with it; the page shows the change in about a minute.';

type Editing = { slot: CmsAdSlot | null; placement: AdPlacement } | null;

function OnOffSwitch({ slot, label }: { slot: CmsAdSlot; label: string }) {
  const queryClient = useQueryClient();
  const on = slot.enabled === true;
  const toggle = useMutation({
    mutationFn: () => updateAdSlot(slot.id, { enabled: !on }),
    onSuccess: ({ doc }) => {
      toast({ title: doc.enabled ? 'Slot switched on' : 'Slot switched off', description: REBUILD_NOTE });
      void queryClient.invalidateQueries({ queryKey: AD_SLOTS_KEY });
    },
    onError: (error) =>
      toast({
        title: 'Not changed',
        description: adSlotProblem(error, 'switched').message ?? 'Try again.',
        variant: 'destructive',
      }),
  });
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Show the ad ${label.toLowerCase()}`}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate()}
      className="inline-flex min-h-11 items-center gap-3 rounded-lg px-1 text-sm font-semibold text-slate-800 disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition motion-reduce:transition-none ${on ? 'bg-emerald-600' : 'bg-slate-300'}`}
      >
        <span
          className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition motion-reduce:transition-none ${on ? 'left-5.5' : 'left-0.5'}`}
        />
      </span>
      {on ? 'On' : 'Off'}
    </button>
  );
}

function PlacementCard({
  placement,
  slot,
  onEdit,
  onDelete,
}: {
  placement: AdPlacement;
  slot: CmsAdSlot | undefined;
  onEdit: (slot: CmsAdSlot | null) => void;
  onDelete: (slot: CmsAdSlot) => void;
}) {
  const info = AD_PLACEMENT_INFO[placement];
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="ad-placement">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{info.label}</h2>
          <p className="text-sm text-slate-600">
            On <span className="font-mono">{info.page}</span>
          </p>
        </div>
        {slot && <OnOffSwitch slot={slot} label={info.label} />}
      </div>
      {slot ? (
        <>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-600">Publisher id</dt>
            <dd className="break-all font-mono text-slate-900">{slot.publisherId}</dd>
            <dt className="text-slate-600">Slot id</dt>
            <dd className="break-all font-mono text-slate-900">{slot.slotId}</dd>
          </dl>
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              className={secondaryButton}
              onClick={() => onEdit(slot)}
              aria-label={`Change the ${info.label.toLowerCase()} slot`}
            >
              Change
            </button>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => onDelete(slot)}
              aria-label={`Delete the ${info.label.toLowerCase()} slot`}
            >
              Delete
            </button>
          </div>
        </>
      ) : (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">No slot here: this place shows no ad.</p>
          <button
            type="button"
            className={primaryButton}
            onClick={() => onEdit(null)}
            aria-label={`Add a slot: ${info.label.toLowerCase()}`}
          >
            Add a slot
          </button>
        </div>
      )}
    </li>
  );
}

export function AdminAdSlots() {
  const queryClient = useQueryClient();
  const slots = useAdSlots();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CmsAdSlot | null>(null);
  const remove = useMutation({
    mutationFn: (slot: CmsAdSlot) => deleteAdSlot(slot.id),
    onSuccess: () => {
      toast({ title: 'Slot deleted', description: REBUILD_NOTE });
      setDeleting(null);
    },
    onError: (error) =>
      toast({
        title: 'Not deleted',
        description: adSlotProblem(error, 'deleted').message ?? 'Try again.',
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AD_SLOTS_KEY }),
  });
  const byPlacement = new Map((slots.data ?? []).map((slot) => [slot.placement, slot]));
  const free = AD_PLACEMENTS.filter((placement) => !byPlacement.has(placement));

  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Ad slots</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Google AdSense ads on the public site, one slot per place. A slot shows only while it is on, only
        after the visitor allows ads, and never in the signed-in app.
      </p>
      {slots.isPending && <Spinner label="Loading the ad slots" />}
      {slots.isError && (
        <div className="mt-4">
          <ErrorText
            message={adSlotProblem(slots.error, 'loaded').message ?? 'The ad slots could not be loaded.'}
          />
        </div>
      )}
      {slots.data && (
        <>
          {slots.data.length === 0 && (
            <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
              No ad slots yet, so the site shows no ads. Add one to a place below.
            </p>
          )}
          <ul className="mt-6 grid gap-4 lg:grid-cols-2" aria-label="Places for ads">
            {AD_PLACEMENTS.map((placement) => (
              <PlacementCard
                key={placement}
                placement={placement}
                slot={byPlacement.get(placement)}
                onEdit={(slot) => setEditing({ slot, placement })}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        </>
      )}
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.slot ? 'Change the ad slot' : 'Add an ad slot'}
      >
        {editing && (
          <AdSlotForm
            slot={editing.slot}
            placement={editing.placement}
            freePlacements={free}
            onCancel={() => setEditing(null)}
            onSaved={(saved) => {
              toast({
                title: saved.enabled ? 'Slot saved and on' : 'Slot saved, off',
                description: REBUILD_NOTE,
              });
              setEditing(null);
              void queryClient.invalidateQueries({ queryKey: AD_SLOTS_KEY });
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this ad slot?"
        message={`The ${deleting ? AD_PLACEMENT_INFO[deleting.placement].label.toLowerCase() : ''} slot goes away and its place shows no ad.`}
        confirmLabel="Delete the slot"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
