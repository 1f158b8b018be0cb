// Render progress as the result screen shows it: events from `WebSocket /ws/designs` folded into
// the cached design, and the loading screen's text. Events are only ever for the user's own
// designs; one for another design or an older version changes nothing here.
import {
  DESIGN_PROGRESS_TEXT,
  type Design,
  type DesignProgressEvent,
  type DesignStatus,
  type DesignVersion,
} from '@poolscape/shared';

export function isInProgress(status: DesignStatus): boolean {
  return status === 'queued' || status === 'rendering';
}

/**
 * `design` with `event` applied to the version it names. Progress never goes backwards within a
 * status (events can arrive out of order with a poll's answer), and a finished version stays finished.
 */
export function applyProgressEvent(design: Design, event: DesignProgressEvent): Design {
  if (event.designId !== design.id) return design;
  let changed = false;
  const versions = design.versions.map((version) => {
    if (version.number !== event.version || !isInProgress(version.status)) return version;
    const progress =
      event.status === version.status ? Math.max(version.progress, event.progress) : event.progress;
    changed = true;
    return { ...version, status: event.status, progress: Math.min(100, Math.max(0, progress)) };
  });
  if (!changed) return design;
  const latest = versions[0];
  return { ...design, versions, status: latest ? latest.status : design.status };
}

/** Whether the event finishes a version: its images (or its error) must be read from the API. */
export function finishesVersion(event: DesignProgressEvent): boolean {
  return event.status === 'ready' || event.status === 'failed';
}

/** The loading screen's line for a version: the socket's latest message, else one by status. */
export function progressMessage(version: Pick<DesignVersion, 'status'>, lastMessage?: string | null): string {
  if (lastMessage) return lastMessage;
  return version.status === 'queued' ? DESIGN_PROGRESS_TEXT.queued : DESIGN_PROGRESS_TEXT.rendering;
}
