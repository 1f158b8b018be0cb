// How dates, statuses and options read in the design screens.
import {
  type DesignOptions,
  type DesignStatus,
  FEATURE_LABELS,
  STYLE_LABELS,
  TIME_LABELS,
} from '@poolscape/shared';

export const STATUS_LABELS: Record<DesignStatus, string> = {
  queued: 'Queued',
  rendering: 'Rendering',
  ready: 'Ready',
  failed: 'Failed',
};

/** "Nov 22, 2026". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "Modern · Dusk · Lighting, Decking · 2 images". */
export function describeOptions(options: DesignOptions): string {
  const parts: string[] = [STYLE_LABELS[options.style], TIME_LABELS[options.timeOfDay]];
  if (options.features.length > 0) parts.push(options.features.map((key) => FEATURE_LABELS[key]).join(', '));
  parts.push(imagesLabel(options.variations));
  return parts.join(' · ');
}

export function imagesLabel(count: number): string {
  return `${count} ${count === 1 ? 'image' : 'images'}`;
}

/** The line before a submit: "This design uses 2 images; you have 8 left this period." */
export function usageLine(images: number, left: number): string {
  return `This design uses ${imagesLabel(images)}; you have ${left} left this period.`;
}
